import type { PrintedFrom } from "../expected-resume.ts";
import type { SourceResume } from "../source-resume.ts";

// Pieces the import set's HTML layouts share. The layouts imitate resumes people make in Word,
// Google Docs or a website builder and print from Chromium; they are not our designs.

export interface HtmlLayout {
  format: "Letter" | "A4";
  printed: PrintedFrom;
  html: (resume: SourceResume) => string;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const esc = (value: string | undefined) => (value ?? "").replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

export const list = (items: (string | undefined)[] | undefined, tag = "ul") => {
  const filled = (items ?? []).filter((item): item is string => Boolean(item?.trim()));
  return filled.length ? `<${tag}>${filled.map((item) => `<li>${esc(item)}</li>`).join("")}</${tag}>` : "";
};

export const para = (text: string | undefined, cls = "") =>
  text?.trim() ? `<p${cls ? ` class="${cls}"` : ""}>${esc(text)}</p>` : "";

/** A section only when it has content. */
export const section = (heading: string, body: string, cls = "") =>
  body.trim() ? `<section${cls ? ` class="${cls}"` : ""}><h2>${esc(heading)}</h2>${body}</section>` : "";

export function page(css: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}
