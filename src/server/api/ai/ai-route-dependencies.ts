import type { Writer } from "../../ai/writer.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

/** The AI routes also need the writer (create-writer.ts chooses it from the env). */
export interface AiRouteDependencies extends RouteDependencies {
  writer: Writer;
}

/**
 * Generations still `running` this long after they started belong to a process that died:
 * a live one settles within AI_TIMEOUT_MS, and saving takes far less than the margin.
 */
export function staleGenerationAfterMs(timeoutMs: number): number {
  return timeoutMs + 60_000;
}
