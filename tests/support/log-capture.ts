import { vi } from "vitest";

/**
 * Collects what the server logs (createLogger writes JSON lines to stdout and stderr) until
 * `stop()`. The lines still reach nothing else: tests stay quiet.
 */
export function captureLogs() {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  return {
    text: () => lines.join(""),
    stop() {
      out.mockRestore();
      err.mockRestore();
    },
  };
}
