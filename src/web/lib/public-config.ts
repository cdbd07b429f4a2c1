import { useEffect, useState } from "react";
import type { PublicConfig } from "../../shared/contracts/config";
import { api } from "./api-client";

// GET /api/config: this server's public setup (shared/contracts/config.ts).
export type { PublicConfig };

let pending: Promise<PublicConfig | null> | undefined;

/** Fetched once per page load and shared; null when the server could not be reached. */
export function loadPublicConfig(): Promise<PublicConfig | null> {
  pending ??= api<PublicConfig>("/api/config").catch(() => {
    pending = undefined;
    return null;
  });
  return pending;
}

/** The public config once loaded (undefined while loading or during server rendering). */
export function usePublicConfig(): PublicConfig | null | undefined {
  const [config, setConfig] = useState<PublicConfig | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((value) => {
      if (live) setConfig(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
