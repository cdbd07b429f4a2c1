import { useEffect } from "react";
import { installChunkReloadGuard } from "./chunk-reload-guard";
import { useNewVersion } from "./use-new-version";

/** The banner's words and look, shared with version-island.ts. */
export const newVersionCopy = {
  text: "A new version of Resume Builder is available.",
  reload: "Reload",
  bannerClass:
    "fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit max-w-[calc(100vw-2rem)] items-center gap-4 rounded-xl border border-grey-200 bg-white px-4 py-3 text-sm text-grey-900 shadow-lg",
  buttonClass: "rounded-lg bg-primary-700 px-3 py-1.5 font-medium text-white hover:bg-primary-800",
};

/** Offers a reload when a newer build is deployed; also guards against stale code chunks. */
export function NewVersionBanner() {
  const outdated = useNewVersion();
  useEffect(() => installChunkReloadGuard(), []);
  if (!outdated) return null;
  return (
    <div role="status" className={newVersionCopy.bannerClass}>
      <span>{newVersionCopy.text}</span>
      <button type="button" onClick={() => window.location.reload()} className={newVersionCopy.buttonClass}>
        {newVersionCopy.reload}
      </button>
    </div>
  );
}
