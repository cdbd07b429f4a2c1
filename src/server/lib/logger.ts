// Structured logs: one JSON object per line, so any log shipper can index them.
type Level = "debug" | "info" | "warn" | "error";
const rank: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

export function createLogger(minimum: Level | "silent" = "info"): Logger {
  const write =
    (level: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (rank[level] < rank[minimum]) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...serialize(fields) });
      (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

function serialize(fields: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}
