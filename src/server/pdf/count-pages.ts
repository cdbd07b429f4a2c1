// The number of pages of a PDF our renderer made. react-pdf (pdfkit) writes its page tree as
// plain text ("/Type /Pages\n/Count N"), so no PDF parser is needed; plain string steps, no regex.

export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  const tree = text.indexOf("/Type /Pages");
  const count = tree < 0 ? -1 : text.indexOf("/Count ", tree);
  if (count < 0) throw new Error("The PDF has no page tree to count.");
  let end = count + "/Count ".length;
  let digits = "";
  const isDigit = (code: number) => code >= 48 && code <= 57;
  while (end < text.length && isDigit(text.charCodeAt(end))) digits += text.charAt(end++);
  return Number(digits);
}
