// One time bound for a whole writer call (a bad-output retry included), joined with the
// caller's signal. Our own abort carries a "TimeoutError" reason, so errors can tell a time
// bound from a cancellation.

export interface TimeBound {
  signal: AbortSignal;
  /** Stops the timer; call when the work is over, however it ended. */
  release(): void;
}

export function startTimeBound(timeoutMs: number, outer: AbortSignal): TimeBound {
  const controller = new AbortController();
  const abort = () => controller.abort(outer.reason);
  if (outer.aborted) abort();
  else outer.addEventListener("abort", abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, "TimeoutError")),
    timeoutMs,
  );
  return {
    signal: controller.signal,
    release() {
      clearTimeout(timer);
      outer.removeEventListener("abort", abort);
    },
  };
}
