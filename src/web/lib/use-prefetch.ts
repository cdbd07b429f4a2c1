import { useEffect, useState } from "react";

type PrefetchBehavior = "intent" | "none";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §2: no route preloading for visitors who asked to save data or are on a 2g link. */
export function preloadAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/**
 * The `prefetch` value for React Router links: "intent" (load the next page's code and data on
 * hover or focus) unless the connection is data-saving or 2g. "none" during server rendering.
 */
export function usePrefetch(): PrefetchBehavior {
  const [behavior, setBehavior] = useState<PrefetchBehavior>("none");
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    setBehavior(preloadAllowed(connection) ? "intent" : "none");
  }, []);
  return behavior;
}
