import { type EntryBlock, entryBlocks } from "./entry-blocks.ts";
import { type EntryHead, readEntryHead } from "./entry-head.ts";
import type { SourceLine } from "./source-lines.ts";

// What every dated section reads first: its entries (entry-blocks.ts), each head's pieces
// (entry-head.ts), and the body as bullets and prose.

export interface SectionReading<T> {
  entries: T[];
  unsure: string[];
}

export interface ReadEntry {
  head: EntryHead;
  highlights: string[];
  prose: string[];
}

/**
 * Each entry's head read, and its body as bullets and prose. An entry with no bullets but
 * several sentences has its bullets without marks (text copied from a PDF): each is a bullet.
 */
export function readBlocks(lines: SourceLine[]): ReadEntry[] {
  return entryBlocks(lines).map((block: EntryBlock) => {
    const unmarked = !block.body.some((line) => line.bullet) && block.body.length > 2;
    return {
      head: readEntryHead(block.head),
      highlights: block.body.filter((line) => line.bullet || unmarked).map((line) => line.text),
      prose: unmarked ? [] : block.body.filter((line) => !line.bullet).map((line) => line.text),
    };
  });
}

export const dated = (head: EntryHead) => ({
  ...(head.dates?.start ? { startDate: head.dates.start } : {}),
  ...(head.dates?.end ? { endDate: head.dates.end } : {}),
});

export const text = (lines: string[]) => lines.join(" ").trim() || undefined;
