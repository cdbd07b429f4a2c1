import { createHash } from "node:crypto";
import type { Printable } from "./letter-content.ts";
import type { RenderOptions } from "./pdf-options.ts";
import { printedPart } from "./printed-size.ts";

// Finished PDFs by a hash of everything that shapes them: the printed content and the options, so
// an edit changes the key; old entries age out of the LRU, bounded by count and by bytes.

export function renderKey(doc: Printable, options: RenderOptions): string {
  // Fields that never print stay out of the key: marking file_generated must not miss the cache.
  // A letter is all printed (its date too, so the key turns over each day).
  return hash({ printed: printedPart(doc), options });
}

function hash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

export function createPdfCache({ maxEntries = 200, maxBytes = 64 * 1024 * 1024 } = {}) {
  const entries = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get(key: string): Uint8Array | undefined {
      const pdf = entries.get(key);
      if (pdf) {
        // Map keeps insertion order: re-inserting marks the entry most recently used.
        entries.delete(key);
        entries.set(key, pdf);
      }
      return pdf;
    },
    set(key: string, pdf: Uint8Array) {
      if (pdf.byteLength > maxBytes) return;
      const old = entries.get(key);
      if (old) bytes -= old.byteLength;
      entries.delete(key);
      entries.set(key, pdf);
      bytes += pdf.byteLength;
      for (const [oldest, value] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.byteLength;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
