import { isValidElement, type ReactNode } from "react";
import { scriptFonts, WIDE_FALLBACK } from "./fonts.ts";

// The fontFamily list of a printed page: the chosen font, the CJK fonts its text needs, then the
// wide fallback (fonts.ts). Text without CJK loads no CJK file.

/** Every string a tree of react-pdf elements prints (templates use only host elements). */
function printedStrings(node: ReactNode, into: string[]): string[] {
  if (typeof node === "string") into.push(node);
  else if (Array.isArray(node)) for (const child of node) printedStrings(child, into);
  else if (isValidElement<{ children?: ReactNode }>(node)) printedStrings(node.props.children, into);
  return into;
}

export function fontStack(font: string, printed: ReactNode): string[] {
  const text = printedStrings(printed, []).join("\n");
  const scripts = scriptFonts.filter((script) => script.needed.test(text)).map((script) => script.id);
  return [...new Set([font, ...scripts, WIDE_FALLBACK])];
}
