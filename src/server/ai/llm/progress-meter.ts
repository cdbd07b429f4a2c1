import type { ProgressReporter } from "../writer.ts";

// Progress for a streamed answer: the percentage follows the characters received against an
// estimate of the answer's length, kept between 5 and 95 (0 and 100 belong to the caller:
// "started" and "done"), never going back, and reported only when it visibly changes.

const FIRST = 5;
const LAST = 95;
/** Reasoning models think before answering; their thoughts count, but less than the answer. */
const THINKING_WEIGHT = 0.25;

export interface ProgressMeter {
  /** Reports `message` now, keeping the current percentage. */
  say(message: string): void;
  /** Counts received text; `message` is what the answer is writing now. */
  received(characters: number, message: string): void;
  receivedThinking(characters: number): void;
  /** Starts counting again toward the same end (a retry), from where the bar is. */
  restart(message: string): void;
}

export function createProgressMeter(reporter: ProgressReporter, estimatedChars: number): ProgressMeter {
  // A generation runs to the end even when the browser has gone (docs/api.md): a reporter
  // writing to a closed stream must not stop it.
  const report: ProgressReporter = (message, percent) => {
    try {
      reporter(message, percent);
    } catch {}
  };
  const estimate = Math.max(200, estimatedChars);
  let from = FIRST;
  let count = 0;
  let percent = FIRST;
  let lastMessage = "";

  const emit = (message: string) => {
    const next = Math.min(
      LAST,
      Math.max(percent, Math.floor(from + (LAST - from) * Math.min(1, count / estimate))),
    );
    if (next === percent && message === lastMessage) return;
    percent = next;
    lastMessage = message;
    report(message, percent);
  };

  const say = (message: string) => {
    lastMessage = message;
    report(message, percent);
  };

  return {
    say,
    received(characters, message) {
      count += characters;
      emit(message);
    },
    receivedThinking(characters) {
      count += characters * THINKING_WEIGHT;
      emit("Thinking it over…");
    },
    restart(message) {
      from = percent;
      count = 0;
      say(message);
    },
  };
}
