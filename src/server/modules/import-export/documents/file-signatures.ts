// A file's kind, sniffed from its first bytes (never trusted from its name). Kept apart from the
// readers so that the worker pool (document-reader.ts) can tell a PDF without loading pdf.js.

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** %PDF */
export const isPdf = (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46]);

/** An old binary .doc (OLE compound file; also .xls, .ppt). */
export const isOleFile = (bytes: Uint8Array) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]);
