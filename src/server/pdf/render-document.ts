import { Font, renderToBuffer } from "@react-pdf/renderer";
import { reuseEmbeddedFonts } from "./embedded-font-reuse.ts";
import { keepFaceConstants } from "./face-constants.ts";
import { pdfFonts, scriptFonts } from "./fonts.ts";
import { keepCodePoints } from "./glyph-code-points.ts";
import { isLetter, type Printable } from "./letter-content.ts";
import type { RenderOptions } from "./pdf-options.ts";
import { onEveryFaceLoad } from "./registered-faces.ts";
import { cacheShaping } from "./shaping-cache.ts";
import { cacheSubsets } from "./subset-cache.ts";
import { designs, templates } from "./templates/index.ts";
import { letterTemplate } from "./templates/letter.ts";

// The render itself, run inside a pool worker (render-worker.ts), never on the server's thread.

let fontsRegistered = false;

/**
 * Registers every font once per thread: react-pdf then keeps the parsed faces between renders.
 * Registering reads no file; a face is read the first time a page's fontFamily list names it.
 */
export function registerFonts() {
  if (fontsRegistered) return;
  fontsRegistered = true;
  for (const font of [...pdfFonts, ...scriptFonts]) {
    const files = font.files();
    Font.register({
      family: font.id,
      fonts: [
        { src: files.regular, fontWeight: 400 },
        { src: files.bold, fontWeight: 700 },
        { src: files.italic, fontWeight: 400, fontStyle: "italic" },
      ],
    });
  }
  // keepCodePoints: without it a "." could print with no text behind it in later PDFs ("Dr
  // Adaeze", issue 12). The others keep work a render repeated (issue 35).
  onEveryFaceLoad(keepCodePoints, cacheShaping, keepFaceConstants, cacheSubsets);
  reuseEmbeddedFonts();
  // The default hyphenation splits words ("perfor-mance") that parsers then cannot match.
  Font.registerHyphenationCallback((word) => [word]);
}

export async function renderDocument(
  doc: Printable,
  options: RenderOptions,
  photo?: Uint8Array,
): Promise<Uint8Array> {
  registerFonts();
  const element = isLetter(doc)
    ? letterTemplate(designs[options.template](options), doc, options)
    : templates[options.template]({
        doc,
        options,
        photo: photo ? Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength) : undefined,
      });
  // biome-ignore lint/suspicious/noExplicitAny: renderToBuffer wants a <Document> element type.
  return renderToBuffer(element as any);
}
