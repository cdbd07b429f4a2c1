import { type ChildProcess, spawn } from "node:child_process";

export interface Figures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Sends `total` requests with `concurrency` in flight over real HTTP and times each one. */
export async function load(
  total: number,
  concurrency: number,
  send: () => Promise<Response>,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        try {
          const response = await send();
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: total,
    seconds: round(seconds),
    perSecond: round(total / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

export function round(value: number) {
  return Math.round(value * 10) / 10;
}

/** Starts the real server; resolves with the ms until /api/health answered. */
export async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["src/server/index.ts"], {
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("server exited during start");
    try {
      if ((await fetch(url)).ok) return { child, ms: round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The benches' 2-page resume: the JSON Resume sample with its first job repeated five times
 * (two to three pages in every PDF design). Shared by bench/pdf.ts and bench/ai.ts.
 */
export function twoPageJsonResume<T extends { work: { name: string }[] }>(sample: T): T {
  const first = sample.work[0];
  if (!first) return sample;
  return {
    ...sample,
    work: Array.from({ length: 5 }, (_, i) => ({ ...first, name: `${first.name} ${i + 1}` })),
  };
}
