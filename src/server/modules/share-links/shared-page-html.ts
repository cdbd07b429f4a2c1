import type { ResumeDocument } from "../../../shared/resume.ts";
import type { ResumeLayout } from "../../../shared/resume-layout.ts";
import { skillLineText } from "../../pdf/resume-content.ts";
import { entryMeta, type OutlineSection, resumeOutline } from "../../pdf/resume-outline.ts";

// The public page of a share link, written on the server as plain HTML: the same content the
// PDF, DOCX and text print (pdf/resume-outline.ts), in the resume's section order.
// Every value is escaped; no user HTML is ever written, and the page runs no script.

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface PageHead {
  title: string;
  description: string;
  url: string;
  allowIndexing: boolean;
}

const STYLE = `
:root{color-scheme:light;--ink:#1b1f24;--muted:#4a5561;--line:#d5dae0;--accent:#1f4fbf}
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f4f6f8}
main{max-width:52rem;margin:0 auto;padding:1.5rem 1rem 3rem}
article{background:#fff;border:1px solid var(--line);border-top:4px solid var(--accent);border-radius:.5rem;padding:1.5rem}
h1{margin:0;font-size:1.9rem;line-height:1.2}
.role{margin:.25rem 0 0;font-size:1.15rem;color:var(--muted)}
.contact{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.75rem 0 0;padding:0;list-style:none;overflow-wrap:anywhere}
h2{margin:1.5rem 0 .5rem;font-size:1.15rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}
h3{margin:.75rem 0 0;font-size:1rem}
.meta{margin:0;color:var(--muted)}
ul.lines{margin:.25rem 0 0;padding-left:1.25rem}
p{margin:.25rem 0}
a{color:#174aa8;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem;margin-bottom:1rem}
.button{display:inline-block;background:#174aa8;color:#fff;border:0;border-radius:.375rem;padding:.6rem 1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:focus-visible,input:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.note{color:var(--muted);font-size:.9rem;margin:0}
form{display:grid;gap:.5rem;max-width:22rem}
label{font-weight:600}
input{font:inherit;padding:.5rem;border:1px solid #69737e;border-radius:.375rem}
.error{color:#a3161b;font-weight:600}
`;

function head(meta: PageHead, accent: string | undefined): string {
  const robots = meta.allowIndexing ? "index, follow" : "noindex, nofollow";
  const accentRule = accent ? `<style>:root{--accent:${escapeHtml(accent)}}</style>` : "";
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<meta name="robots" content="${robots}">
<meta name="description" content="${escapeHtml(meta.description)}">
<meta property="og:type" content="profile">
<meta property="og:title" content="${escapeHtml(meta.title)}">
<meta property="og:description" content="${escapeHtml(meta.description)}">
<meta property="og:url" content="${escapeHtml(meta.url)}">
<style>${STYLE}</style>${accentRule}`;
}

function page(meta: PageHead, body: string, accent?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
${head(meta, accent)}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function sectionHtml(section: OutlineSection): string {
  const heading = `<h2>${escapeHtml(section.heading)}</h2>`;
  const list = (lines: string[]) =>
    `<section>${heading}<ul class="lines">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul></section>`;
  if (section.kind === "paragraphs") {
    return `<section>${heading}${section.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</section>`;
  }
  if (section.kind === "lines") return list(section.lines);
  if (section.kind === "skills") return list(section.skills.map(skillLineText));
  if (section.kind === "links") {
    const items = section.links
      .map(
        (row) =>
          `<li>${escapeHtml(row.label)}: <a href="${escapeHtml(row.link)}" rel="nofollow noopener">${escapeHtml(row.link)}</a></li>`,
      )
      .join("");
    return `<section>${heading}<ul class="lines">${items}</ul></section>`;
  }
  const entries = section.entries
    .map((entry) => {
      const meta = entryMeta(entry);
      const link = entry.link
        ? `<p><a href="${escapeHtml(entry.link)}" rel="nofollow noopener">${escapeHtml(entry.link)}</a></p>`
        : "";
      const lines = entry.lines.length
        ? `<ul class="lines">${entry.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
        : "";
      const title = entry.title ? `<h3>${escapeHtml(entry.title)}</h3>` : "";
      return `<div>${title}${meta ? `<p class="meta">${escapeHtml(meta)}</p>` : ""}${link}${lines}</div>`;
    })
    .join("");
  return `<section>${heading}${entries}</section>`;
}

/** The resume's page: name, role, contacts and sections, with the "Download PDF" button. */
export function sharedResumeHtml(options: {
  doc: ResumeDocument;
  layout: ResumeLayout;
  meta: PageHead;
  pdfPath: string;
  accent?: string;
}): string {
  const { doc, layout, meta, pdfPath, accent } = options;
  const outline = resumeOutline(doc, layout);
  const sections = outline.sections.map(sectionHtml);
  const contact = outline.contact
    .map((item) =>
      item.href
        ? `<li><a href="${escapeHtml(item.href)}"${item.href.startsWith("mailto:") ? "" : ' rel="nofollow noopener"'}>${escapeHtml(item.text)}</a></li>`
        : `<li>${escapeHtml(item.text)}</li>`,
    )
    .join("");
  const body = `<div class="actions">
<p class="note">Shared resume</p>
<a class="button" href="${escapeHtml(pdfPath)}" download>Download PDF</a>
</div>
<article>
<header>
<h1>${escapeHtml(outline.fullName || "Resume")}</h1>
${outline.role ? `<p class="role">${escapeHtml(outline.role)}</p>` : ""}
${contact ? `<ul class="contact" aria-label="Contact">${contact}</ul>` : ""}
</header>
${sections.join("\n")}
</article>`;
  return page(meta, body, accent);
}

/** The password form of a protected link; `error` after a wrong password. */
export function sharePasswordHtml(options: { meta: PageHead; action: string; error?: string }): string {
  const { meta, action, error } = options;
  const errorHtml = error ? `<p class="error" id="password-error" role="alert">${escapeHtml(error)}</p>` : "";
  const body = `<article>
<h1>This resume is protected</h1>
<p>Enter the password you were given to see it.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="share-password">Password</label>
<input id="share-password" name="password" type="password" autocomplete="current-password" required maxlength="200"${error ? ' aria-invalid="true" aria-describedby="password-error"' : ""}>
${errorHtml}
<button class="button" type="submit">Open resume</button>
</form>
</article>`;
  return page(meta, body);
}

/** The 404 page of an unknown, expired or unpublished link. */
export function shareNotFoundHtml(url: string): string {
  const meta = { title: "Link not found", description: "", url, allowIndexing: false };
  const body = `<article>
<h1>This link is not available</h1>
<p>It does not exist, has expired or was unpublished. Ask the person who shared it for a new link.</p>
<p><a href="/">Go to the home page</a></p>
</article>`;
  return page(meta, body);
}

/** The 429 page of an address that asked for share-link pages too often. */
export function shareBusyHtml(url: string, retryAfterSeconds: number): string {
  const meta = { title: "Too many requests", description: "", url, allowIndexing: false };
  const body = `<article>
<h1>Too many requests</h1>
<p>This address opened shared resumes too often. Please wait ${retryAfterSeconds} seconds and try again.</p>
</article>`;
  return page(meta, body);
}
