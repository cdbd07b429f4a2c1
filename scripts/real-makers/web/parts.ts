// Small HTML pieces shared by the template look-alikes in gdocs.ts and word.ts.

import { esc, type Job } from "./model.ts";

/** A whole page: paper size ("Letter" or "A4"), margin and the template's CSS. */
export function page(size: string, margin: string, css: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Resume</title><style>
@page { size: ${size}; margin: ${margin}; }
* { box-sizing: border-box; }
body { margin: 0; }
p { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

/**
 * A job's description: its summary paragraph (if any), then its highlights with a marker:
 * "disc" (the browser's list bullet), "typed" (a "• " typed into the text), "dash" (an en dash
 * drawn by CSS) or "none" (plain paragraphs).
 */
export function jobBody(w: Job, marker: "disc" | "typed" | "dash" | "none"): string {
  const summary = w.summary ? `<p class="jsum">${esc(w.summary)}</p>` : "";
  if (w.items.length === 0) return summary;
  if (marker === "none") return summary + w.items.map((i) => `<p class="item">${esc(i)}</p>`).join("");
  if (marker === "typed")
    return `${summary}<div class="typed">${w.items.map((i) => `<p>•&nbsp;&nbsp;${esc(i)}</p>`).join("")}</div>`;
  const cls = marker === "dash" ? ' class="dash"' : "";
  return `${summary}<ul${cls}>${w.items.map((i) => `<li>${esc(i)}</li>`).join("")}</ul>`;
}

export const dashCss = `ul.dash { list-style: none; padding-left: 1.2em; margin: 2px 0 0; }
ul.dash li { position: relative; }
ul.dash li::before { content: "–"; position: absolute; left: -1em; }
.typed p { padding-left: 1.1em; text-indent: -1.1em; }`;

/** Small inline SVG icons (no text), 12 px, in the current colour. */
export const icons: Record<string, string> = {
  phone: `<svg width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"/></svg>`,
  mail: `<svg width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M2 5h20v14H2zm2 2v.5l8 5 8-5V7zm0 2.8V17h16V9.8l-8 5z"/></svg>`,
  linkedin: `<svg width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M3 3h18v18H3zm3 7v8h2.5v-8zm1.2-4a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM10.5 10v8H13v-4.2c0-1.2.5-2 1.6-2s1.4.8 1.4 2V18h2.5v-4.8c0-2.4-1.2-3.4-3-3.4-1.2 0-2 .6-2.4 1.2V10z"/></svg>`,
  github: `<svg width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z"/></svg>`,
  pin: `<svg width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5z"/></svg>`,
};
