// The headers of the fifth batch's HTML documents (issue 31): more of the ways people set their
// name and contact details: a dark banner with a right-aligned block of one-letter labels
// ("T:", "E:", "W:"), a contact list in a RIGHT sidebar, a "Dr." before the name and a phone
// extension, Australian-style "M: … · E: …" labels, pipes with no spaces around them, and a
// two-column header whose right column holds icon rows beside the name. Phones are fictional:
// the corpus's 555-01xx numbers, ACMA's fictional mobile range (0491 570 xxx), or sequential
// digits no one holds.

import { bodyHtml, esc, page, profileText } from "../batch4/body4.ts";
import type { Shown } from "../batch4/headers4.ts";
import type { Resume, Truth } from "../tex/model.ts";

function contactTruth(r: Resume, t: Truth, shown: Shown, name: string, links: string[]) {
  t.name = name;
  t.email = r.basics.email ?? null;
  t.phone = shown.phone;
  t.location = shown.place;
  t.links.push(...links);
}

const faDir = "/usr/share/texlive/texmf-dist/fonts/opentype/public/fontawesome5";
const faCss = `@font-face { font-family: "FA"; src: url("file://${faDir}/FontAwesome5Free-Solid-900.otf"); }
@font-face { font-family: "FAB"; src: url("file://${faDir}/FontAwesome5Brands-Regular-400.otf"); }
.fa { font-family: "FA"; font-weight: 900; margin-left: 5px; }
.fab { font-family: "FAB"; margin-left: 5px; }`;

/** A dark banner: the name and label left, "T:", "E:", "W:" lines right-aligned on the right. */
export function banner(r: Resume, t: Truth, shown: Shown): string {
  const site = profileText(r, "behance");
  contactTruth(r, t, shown, r.basics.name, site ? [site] : []);
  const css = `
.banner { display: flex; justify-content: space-between; align-items: center; background: #222; color: #fff; padding: 10mm 12mm; margin: -12mm -12mm 8px; }
.banner h1 { font: 700 22pt "DejaVu Sans", sans-serif; margin: 0; }
.banner .label { color: #f5a623; font-size: 10pt; margin-top: 3px; }
.banner .contact { text-align: right; font-size: 8.5pt; line-height: 1.5; }`;
  return page(
    "A4",
    "12mm",
    css,
    `<div class="banner"><div><h1>${esc(r.basics.name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p></div>
<div class="contact"><p>T: ${esc(shown.phone)}</p><p>E: ${esc(r.basics.email ?? "")}</p>${site ? `<p>W: ${esc(site)}</p>` : ""}<p>${esc(shown.place)}</p></div></div>
${bodyHtml(r, t)}`,
  );
}

/** The name and label over the main column; the contact list in a grey sidebar on the RIGHT. */
export function rightSidebar(r: Resume, t: Truth, shown: Shown): string {
  const gh = profileText(r, "github");
  const li = profileText(r, "linkedin");
  const links = [gh, li].filter((l): l is string => Boolean(l));
  contactTruth(r, t, shown, r.basics.name, links);
  const css = `
.wrap { display: flex; gap: 8mm; }
main { flex: 1; }
aside { width: 55mm; background: #eef1f4; padding: 6mm 5mm; font-size: 8.5pt; }
aside h3 { font-size: 10pt; margin: 0 0 4px; text-transform: uppercase; letter-spacing: .08em; }
aside p { margin-bottom: 5px; word-break: break-all; }
h1 { font: 700 24pt "DejaVu Sans", sans-serif; margin: 0; }
.label { color: #555; margin-bottom: 6px; }`;
  return page(
    "Letter",
    "0.5in",
    css,
    `<div class="wrap"><main><h1>${esc(r.basics.name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p>${bodyHtml(r, t)}</main>
<aside><h3>Contact</h3><p>${esc(shown.phone)}</p><p>${esc(r.basics.email ?? "")}</p><p>${esc(shown.place)}</p>${links.map((l) => `<p>${esc(l)}</p>`).join("")}</aside></div>`,
  );
}

/** "Dr." before the name; a phone with an extension; "Phone: … ext. …" and "Email: …" on one line. */
export function doctor(r: Resume, t: Truth, shown: Shown, name: string): string {
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, name, li ? [li] : []);
  const css = `
h1 { font: 700 20pt "DejaVu Serif", serif; margin: 0 0 2px; text-align: center; }
.label, .contact { text-align: center; }
.contact { font-size: 9pt; margin: 3px 0 6px; }`;
  return page(
    "Letter",
    "0.7in",
    css,
    `<h1>${esc(name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p>
<p class="contact">Phone: ${esc(shown.phone)} &nbsp;&nbsp; Email: ${esc(r.basics.email ?? "")} &nbsp;&nbsp; ${esc(shown.place)}</p>
${li ? `<p class="contact">${esc(li)}</p>` : ""}
${bodyHtml(r, t)}`,
  );
}

/** Australian and British one-letter labels on one line: "M: 0491 570 156 · E: … · Brisbane QLD". */
export function letterLabels(r: Resume, t: Truth, shown: Shown): string {
  contactTruth(r, t, shown, r.basics.name, []);
  const css = `
h1 { font: 400 26pt "DejaVu Serif", serif; margin: 0; }
.contact { font-size: 9pt; color: #444; border-bottom: 3px double #444; padding-bottom: 4px; margin-bottom: 4px; }`;
  return page(
    "A4",
    "15mm",
    css,
    `<h1>${esc(r.basics.name)}</h1>
<p class="contact">M: ${esc(shown.phone)} &nbsp;·&nbsp; E: ${esc(r.basics.email ?? "")} &nbsp;·&nbsp; ${esc(shown.place)}</p>
${bodyHtml(r, t)}`,
  );
}

/** The name, then place, phone, email and LinkedIn joined by "|" with no spaces around it. */
export function tightPipes(r: Resume, t: Truth, shown: Shown): string {
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, r.basics.name, li ? [li] : []);
  const items = [shown.place, shown.phone, r.basics.email ?? "", ...(li ? [li] : [])];
  const css = `
h1 { font: 700 18pt "DejaVu Sans", sans-serif; margin: 0; text-align: center; text-transform: uppercase; }
.contact { text-align: center; font-size: 8.5pt; margin: 2px 0 6px; }`;
  return page(
    "Letter",
    "0.6in",
    css,
    `<h1>${esc(r.basics.name)}</h1><p class="contact">${items.map(esc).join("|")}</p>
${bodyHtml(r, t)}`,
  );
}

/** Name and label left; a right column of rows each ending in a FontAwesome icon, beside the name. */
export function iconColumn(r: Resume, t: Truth, shown: Shown): string {
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, r.basics.name, li ? [li] : []);
  const rows = [
    [shown.phone, "fa", "\uf095"],
    [r.basics.email ?? "", "fa", "\uf0e0"],
    [shown.place, "fa", "\uf3c5"],
    ...(li ? [[li, "fab", "\uf08c"]] : []),
  ];
  const css = `${faCss}
header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #0b6e4f; padding-bottom: 6px; margin-bottom: 4px; }
h1 { font: 700 26pt/1.05 "DejaVu Sans", sans-serif; margin: 0; color: #0b6e4f; }
.label { font-size: 10pt; }
.rows { text-align: right; font-size: 8.5pt; line-height: 1.45; }`;
  return page(
    "Letter",
    "0.6in",
    css,
    `<header><div><h1>${esc(r.basics.name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p></div>
<div class="rows">${rows.map(([v, cls, glyph]) => `<p>${esc(v ?? "")}<span class="${cls}">${glyph}</span></p>`).join("")}</div></header>
${bodyHtml(r, t)}`,
  );
}
