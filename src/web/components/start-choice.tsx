import { Link } from "react-router";
import { IMPORT_REVIEW_PATH } from "../lib/paths";
import { uploadResumeCopy } from "./build-resume-link";

// Issue 31: wherever a user starts a resume, "Upload your resume" comes first, "Start from
// scratch" second. Full width and stacked on a phone (no sideways scroll at 360 px), side by
// side from `sm`.

const base = "block w-full rounded-lg px-5 py-2.5 text-center font-medium sm:w-auto";
// The primary's border is clear, so both are the same height side by side.
const primary = `${base} border border-transparent bg-primary-700 text-white hover:bg-primary-800`;
const secondary = `${base} border border-grey-300 bg-white text-grey-900 hover:bg-grey-50`;

export const START_FROM_SCRATCH = "Start from scratch";

/**
 * The two starts. "Start from scratch" is a link (`scratchTo`) or, where starting is an action
 * on this page (a form to open, a choice to close), a button (`onScratch`).
 */
export function StartChoice({
  scratchTo,
  onScratch,
  scratchBusy = false,
  centered = false,
}: {
  scratchTo?: string;
  onScratch?: () => void;
  scratchBusy?: boolean;
  /** In a centred empty state; otherwise from the start of the line. */
  centered?: boolean;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${centered ? "sm:justify-center" : ""}`}>
      <Link className={primary} to={IMPORT_REVIEW_PATH}>
        {uploadResumeCopy.idle}
      </Link>
      {scratchTo ? (
        <Link className={secondary} to={scratchTo}>
          {START_FROM_SCRATCH}
        </Link>
      ) : (
        <button
          type="button"
          className={`${secondary} disabled:opacity-60`}
          onClick={onScratch}
          disabled={scratchBusy}
          aria-busy={scratchBusy || undefined}
        >
          {START_FROM_SCRATCH}
        </button>
      )}
    </div>
  );
}
