// pdfkit (react-pdf's PDF writer) ships no types: the part of its document class that
// src/server/pdf/embedded-font-reuse.ts wraps.
declare module "pdfkit" {
  export default class PDFDocument {
    _font: unknown;
    _fontSource: unknown;
    _fontFamily: unknown;
    font(src: unknown, family?: unknown, size?: number): PDFDocument;
    fontSize(size: number): PDFDocument;
  }
}
