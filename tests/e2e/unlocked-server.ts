import { startServerWithEnv } from "./server-with-env";

/**
 * Paid paths (more resumes, AI, downloads) on a self-hosted server with BILLING=off, which
 * lifts every limit: a real server for the calling spec, `portOffset` above the main e2e
 * server with its own data folder, stopped afterwards. Answers its base URL.
 */
export function startUnlockedServer(portOffset: number): string {
  return startServerWithEnv(portOffset, { BILLING: "off" });
}
