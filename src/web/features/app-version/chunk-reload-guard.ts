import { PAGE_RELOAD_GUARD_MS } from "../../../shared/ui-timing";

const RELOADED_AT_KEY = "chunk-reload-at";

// After a deploy, an open page may ask for code chunks the server no longer has. Reloading
// fetches the new build; the guard stops a reload loop if the chunk is truly broken.
const chunkFailure =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/**
 * Reloads unless a reload for the same reason happened in the last 10 s; answers whether it did.
 * Offline, a chunk fails because there is no network, not because of a deploy: a reload would
 * swap the page someone is typing into for the browser's offline page, so it waits.
 */
export function reloadOnce(
  now = Date.now(),
  storage: Storage = sessionStorage,
  reload = () => location.reload(),
  online = globalThis.navigator?.onLine !== false,
): boolean {
  if (!online) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < PAGE_RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return chunkFailure.test(message);
}

/** Installs the listeners once; answers a function that removes them. */
export function installChunkReloadGuard(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
