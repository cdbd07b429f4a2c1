import type { ModelMessage } from "ai";
import { WriterError } from "../writer.ts";
import type { Parsed } from "./json-reply.ts";
import type { LlmClient } from "./llm-client.ts";
import type { ProgressMeter } from "./progress-meter.ts";

// One writer call: stream the answer (feeding the progress meter), validate it, and when it
// does not validate ask once more with the problem spelled out. Small local models often get
// the format right on the second try; a third rarely helps and doubles the wait.

export interface GenerateOptions<T> {
  client: LlmClient;
  system: string;
  prompt: string;
  parse: (text: string) => Parsed<T>;
  meter: ProgressMeter;
  signal: AbortSignal;
  /** What is being written, for the error message ("resume rewrite"). */
  what: string;
  /** The progress message for the answer's latest text, or undefined to keep the current one. */
  phaseOf?: (recentText: string) => string | undefined;
  /** The progress message while text arrives and no phase is recognised. */
  writing: string;
}

const ATTEMPTS = 2;
/** How much of a rejected answer goes back to the model with the retry. */
const ECHO_LIMIT = 6_000;

export async function generateValidated<T>(options: GenerateOptions<T>): Promise<T> {
  const { client, system, meter, signal } = options;
  const messages: ModelMessage[] = [{ role: "user", content: options.prompt }];
  for (let attempt = 1; ; attempt++) {
    let message = options.writing;
    let recent = "";
    const text = await client.streamChat({
      system,
      messages,
      signal,
      onText(piece, kind) {
        if (kind === "thinking") return meter.receivedThinking(piece.length);
        recent = (recent + piece).slice(-(piece.length + 24));
        message = options.phaseOf?.(recent) ?? message;
        meter.received(piece.length, message);
      },
    });
    const parsed = options.parse(text);
    if (parsed.ok) return parsed.value;
    if (attempt >= ATTEMPTS) {
      throw new WriterError(
        `The AI model's answer was not a usable ${options.what}, twice: ${parsed.problem}`,
        "bad_output",
      );
    }
    messages.push(
      { role: "assistant", content: text.slice(0, ECHO_LIMIT) },
      {
        role: "user",
        content: `${parsed.problem} Answer again, following the rules and giving only the requested format.`,
      },
    );
    meter.restart("Checking the answer and asking the model again…");
  }
}
