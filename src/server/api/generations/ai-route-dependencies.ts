import type { Writer } from "../../ai/writer.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

/** The AI routes also need the writer (create-writer.ts chooses it from the env). */
export interface AiRouteDependencies extends RouteDependencies {
  writer: Writer;
}
