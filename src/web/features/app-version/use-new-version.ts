import { useEffect, useState } from "react";
import { VERSION_POLL_MS } from "../../../shared/ui-timing";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * True once the server runs a newer build than this page was loaded from (polled every 5
 * minutes and when the tab comes back into view).
 */
export function useNewVersion(): boolean {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    const mine = window.__reactRouterManifest?.version;
    if (!mine) return;
    let stopped = false;
    const check = async () => {
      if (stopped || document.visibilityState === "hidden") return;
      try {
        const response = await fetch("/builds/latest.json", { cache: "no-store" });
        if (!response.ok) return;
        const { id } = (await response.json()) as { id?: string };
        if (id && id !== mine) {
          setOutdated(true);
          stopped = true;
        }
      } catch {
        // Offline or restarting: try again at the next tick.
      }
    };
    const timer = setInterval(check, VERSION_POLL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);
  return outdated;
}
