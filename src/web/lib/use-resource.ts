import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "./error-message";

// What a page or a panel loads from the API when it opens (a catalogue, a layout, a revision):
// one hook, so every load says loading, failed or ready the same way and none is written by
// hand again. Components that show the same key at once share one entry: one request, one
// answer, one reload for all of them. An entry lives only while something shows it, so a page
// opened again loads afresh, exactly as when each page fetched for itself.

export type ResourceState<T> =
  | { state: "loading"; data?: undefined; error?: undefined; message?: undefined }
  | {
      state: "failed";
      data?: undefined;
      /** What the load threw (an ApiError from the API). */
      error: unknown;
      /** The failure as the user reads it (the server's message, or a generic one). */
      message: string;
    }
  | { state: "ready"; data: T; error?: undefined; message?: undefined };

type Snapshot = ResourceState<unknown>;
type Listener = (snapshot: Snapshot) => void;

interface Entry {
  snapshot: Snapshot;
  listeners: Set<Listener>;
  load: () => Promise<unknown>;
  /** The latest load's number: an older answer that lands after it is dropped. */
  run: number;
}

const LOADING: Snapshot = { state: "loading" };
const entries = new Map<string, Entry>();

function publish(entry: Entry, snapshot: Snapshot) {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener(snapshot);
}

/** Loads the entry again. `keep`: what is shown stays until the answer, and a failure keeps data. */
function start(key: string, entry: Entry, keep: boolean) {
  const run = ++entry.run;
  if (!keep) publish(entry, LOADING);
  // Only the latest load of an entry still in use speaks; a page that left hears nothing.
  const current = () => entry.run === run && entries.get(key) === entry;
  entry.load().then(
    (data) => current() && publish(entry, { state: "ready", data }),
    (error: unknown) =>
      current() &&
      publish(
        entry,
        keep && entry.snapshot.state === "ready"
          ? entry.snapshot
          : { state: "failed", error, message: errorMessage(error) },
      ),
  );
}

/**
 * Starts showing `key`: the entry already loading or loaded for it, else a new one that loads
 * now. The answer is what `listener` hears; the returned function stops showing it (the last one
 * to stop drops the entry).
 */
export function subscribeResource(key: string, load: () => Promise<unknown>, listener: Listener) {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: LOADING, listeners: new Set(), load, run: 0 };
    entries.set(key, entry);
    start(key, entry, false);
  }
  const joined = entry;
  joined.listeners.add(listener);
  listener(joined.snapshot);
  return () => {
    joined.listeners.delete(listener);
    if (!joined.listeners.size && entries.get(key) === joined) entries.delete(key);
  };
}

/** Loads `key` again for everyone showing it: shown as loading, or (`keep`) over what is shown. */
export function reloadResource(key: string, keep = false) {
  const entry = entries.get(key);
  if (entry) start(key, entry, keep);
}

/** Shows `data` for `key` (what the server answered a write); a load still running is dropped. */
export function setResource(key: string, data: unknown) {
  const entry = entries.get(key);
  if (!entry) return;
  entry.run += 1;
  publish(entry, { state: "ready", data });
}

export type Resource<T> = ResourceState<T> & {
  /** Loads again, shown as loading (the "Try again" of a failure, the load after a write). */
  reload: () => void;
  /** Loads again behind what is shown; a failure then keeps the data shown (a poll). */
  refresh: () => void;
  /** Shows what a write answered, without loading. */
  setData: (data: T) => void;
};

/**
 * The resource `key` (null: nothing to load yet), loaded by `load`. The key names what is
 * loaded, arguments included ("revision:12"): two components with one key share one load.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [snapshot, setSnapshot] = useState<Snapshot>(
    () => (key === null ? undefined : entries.get(key)?.snapshot) ?? LOADING,
  );
  // The callers pass a new function on every render; only the key starts a load.
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) {
      setSnapshot(LOADING);
      return;
    }
    return subscribeResource(key, () => loadRef.current(), setSnapshot);
  }, [key]);

  const reload = useCallback(() => key !== null && reloadResource(key), [key]);
  const refresh = useCallback(() => key !== null && reloadResource(key, true), [key]);
  const setData = useCallback((data: T) => key !== null && setResource(key, data), [key]);
  return { ...(snapshot as ResourceState<T>), reload, refresh, setData };
}
