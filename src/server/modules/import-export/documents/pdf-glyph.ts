// One text run of a PDF page, as pdf.js gives it: on its own so the text repairs
// (pdf-text-repair.ts) read it without importing the line building that uses them (no cycle).

export interface Glyph {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  /** The font's name, when known: italic and roman of one weight differ only in it. */
  font?: string;
}
