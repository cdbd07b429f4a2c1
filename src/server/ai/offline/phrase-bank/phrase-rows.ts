import type { PhraseEntry } from "./types.ts";

/**
 * The bank's entries from rows "casual -> alternative | alternative | …", alternatives best first:
 * one line an entry keeps each file a table to read down. A row without " -> " or with an empty
 * part is a mistake in the table and throws when the module loads.
 */
export function phraseRows(rows: readonly string[]): PhraseEntry[] {
  return rows.map((row) => {
    const [casual = "", said = "", ...extra] = row.split(" -> ");
    const alternatives = said.split(" | ");
    if (!casual || extra.length > 0 || alternatives.some((text) => !text))
      throw new Error(`Malformed phrase-bank row: ${row}`);
    return [casual, alternatives];
  });
}
