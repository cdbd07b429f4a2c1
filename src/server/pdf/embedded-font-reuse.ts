import PDFDocument from "pdfkit";

// Why (issue 35, docs/decisions/036-pdf-engine-speed.md): react-pdf sets the font of every run it
// draws by handing pdfkit the fontkit face itself. pdfkit caches fonts by name, and a face object
// has none to key on, so each call made a new embedded font, compared it with the one already made
// for that face (serialising the font's name table) and threw it away: 7% of a render. Here a
// document hands back the embedded font it made for a face. The PDF is the same but for the
// fonts' resource names (/F3 where pdfkit counted every discarded font up to /F57).

const embeddedFor = new WeakMap<PDFDocument, Map<unknown, unknown>>();

/** A face's font: pdfkit reads the face itself when `src` is a fontkit face (it has `layout`). */
const isFace = (src: unknown) => typeof (src as { layout?: unknown } | null)?.layout === "function";

export function reuseEmbeddedFonts() {
  const font = PDFDocument.prototype.font;
  if ((font as { reusing?: boolean }).reusing) return;
  const reusing = function (this: PDFDocument, src: unknown, family?: unknown, size?: number) {
    // pdfkit's own reading of (src, size): a number in the family's place is the size.
    if (!isFace(src) || (family !== undefined && typeof family !== "number"))
      return font.call(this, src, family, size);
    const embedded = embeddedFor.get(this) ?? new Map<unknown, unknown>();
    embeddedFor.set(this, embedded);
    const known = embedded.get(src);
    if (!known) {
      font.call(this, src, family, size);
      embedded.set(src, this._font);
      return this;
    }
    this._fontSource = src;
    this._fontFamily = null;
    const points = typeof family === "number" ? family : size;
    if (points != null) this.fontSize(points);
    this._font = known;
    return this;
  };
  PDFDocument.prototype.font = Object.assign(reusing, { reusing: true });
}
