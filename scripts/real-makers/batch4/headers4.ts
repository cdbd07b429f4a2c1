// The headers of the fourth batch's HTML documents: the ways people set their name and contact
// details that the earlier batches show little of (issue 31): first and last name in two weights
// and colours, the name on two lines in a coloured sidebar, letter-spaced capitals, small caps,
// a "Curriculum Vitae" title line above the name, credentials and "| Title" after the name,
// FontAwesome glyphs (the real font, so the text layer holds its Private Use Area code points),
// labelled details ("Tel.:", "Mobile:", "E-mail:"), a phone split into differently styled runs,
// and contact details only in a footer repeated on every page. Phones are fictional: the
// corpus's 555-01xx numbers, or numbers no one holds (UK Ofcom's drama range, 1234567 patterns).

import type { Resume, Truth } from "../tex/model.ts";
import { bodyHtml, esc, page, profileText } from "./body4.ts";

export interface Shown {
  /** The phone as this document prints it (the corpus's, in another form, or a fictional one). */
  phone: string;
  /** The place as printed. */
  place: string;
}

const faDir = "/usr/share/texlive/texmf-dist/fonts/opentype/public/fontawesome5";
/** FontAwesome 5 Free (SIL OFL 1.1, shipped by TeX Live's fontawesome5), loaded from disk. */
const faCss = `@font-face { font-family: "FA"; src: url("file://${faDir}/FontAwesome5Free-Solid-900.otf"); }
@font-face { font-family: "FAB"; src: url("file://${faDir}/FontAwesome5Brands-Regular-400.otf"); }
.fa { font-family: "FA"; font-weight: 900; margin-right: 4px; }
.fab { font-family: "FAB"; margin-right: 4px; }`;
/** Font Awesome 5 code points: phone, envelope, map-marker-alt, mobile-alt; brands: linkedin, instagram. */
const fa = {
  phone: "\uf095",
  mail: "\uf0e0",
  pin: "\uf3c5",
  mobile: "\uf3cd",
  linkedin: "\uf08c",
  instagram: "\uf16d",
};

/** Fills the truth's contact fields with what the header prints. */
function contactTruth(r: Resume, t: Truth, shown: Shown, name: string, links: string[]) {
  t.name = name;
  t.email = r.basics.email ?? null;
  t.phone = shown.phone;
  t.location = shown.place;
  t.links.push(...links);
}

/** Awesome-CV's look: first name light grey, last name bold in colour; icon line with " | ". */
export function twotone(r: Resume, t: Truth, shown: Shown): string {
  const [first, ...rest] = r.basics.name.split(" ");
  const insta = profileText(r, "instagram");
  contactTruth(r, t, shown, r.basics.name, insta ? [insta] : []);
  const items = [
    `<span class="fa">${fa.phone}</span>${esc(shown.phone)}`,
    `<span class="fa">${fa.mail}</span>${esc(r.basics.email ?? "")}`,
    `<span class="fa">${fa.pin}</span>${esc(shown.place)}`,
    ...(insta ? [`<span class="fab">${fa.instagram}</span>${esc(insta)}`] : []),
  ];
  const css = `${faCss}
header { text-align: center; margin-bottom: 8px; }
h1 { font: 300 30pt "DejaVu Sans", sans-serif; margin: 0; color: #888; }
h1 b { font-weight: 700; color: #b22; }
.label { font-size: 9pt; letter-spacing: .25em; text-transform: uppercase; color: #b22; margin: 4px 0; }
.contact { font-size: 8.5pt; color: #444; }
.contact .sep { color: #aaa; margin: 0 6px; }`;
  return page(
    "A4",
    "14mm 16mm",
    css,
    `<header><h1>${esc(first ?? "")} <b>${esc(rest.join(" "))}</b></h1>
<p class="label">${esc(r.basics.label ?? "")}</p>
<p class="contact">${items.join('<span class="sep">|</span>')}</p></header>
${bodyHtml(r, t)}`,
  );
}

/** A coloured sidebar: the name in capitals on two lines, then labelled contact lines, one a line. */
export function stackedSidebar(r: Resume, t: Truth, shown: Shown): string {
  const [first, ...rest] = r.basics.name.split(" ");
  contactTruth(r, t, shown, r.basics.name.toUpperCase(), []);
  const css = `
.wrap { display: flex; min-height: 260mm; }
aside { width: 62mm; background: #1f4e5f; color: #fff; padding: 14mm 7mm; }
aside .first, aside .last { font: 700 24pt/1.1 "DejaVu Sans", sans-serif; text-transform: uppercase; }
aside .first { font-weight: 300; }
aside .label { margin: 6px 0 18px; font-size: 9.5pt; color: #cde; }
aside .k { font-size: 8pt; text-transform: uppercase; letter-spacing: .1em; color: #9bc; margin-top: 8px; }
aside .v { font-size: 9pt; }
main { flex: 1; padding: 12mm 10mm; }`;
  return page(
    "Letter",
    "0",
    css,
    `<div class="wrap"><aside><div class="first">${esc(first ?? "")}</div><div class="last">${esc(rest.join(" "))}</div>
<p class="label">${esc(r.basics.label ?? "")}</p>
<p class="k">Phone</p><p class="v">${esc(shown.phone)}</p>
<p class="k">Email</p><p class="v">${esc(r.basics.email ?? "")}</p>
<p class="k">Location</p><p class="v">${esc(shown.place)}</p></aside>
<main>${bodyHtml(r, t)}</main></div>`,
  );
}

/** The name in letter-spaced capitals over a rule; "Tel.: … · E-Mail: …" under it. */
export function spacedCaps(r: Resume, t: Truth, shown: Shown): string {
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, r.basics.name.toUpperCase(), li ? [li] : []);
  const css = `
header { text-align: center; border-bottom: 2px solid #333; padding-bottom: 6px; margin-bottom: 6px; }
h1 { font: 400 22pt "DejaVu Serif", serif; letter-spacing: .35em; text-transform: uppercase; margin: 0 0 4px; }
.contact { font-size: 9pt; }`;
  const items = [`Tel.: ${esc(shown.phone)}`, `E-Mail: ${esc(r.basics.email ?? "")}`, esc(shown.place)];
  return page(
    "A4",
    "16mm 18mm",
    css,
    `<header><h1>${esc(r.basics.name)}</h1>
<p class="contact">${items.join(" · ")}</p>${li ? `<p class="contact">${esc(li)}</p>` : ""}</header>
${bodyHtml(r, t)}`,
  );
}

/** "CURRICULUM VITAE" over the name and its credential; a block of "Label: value" lines. */
export function cvTitle(r: Resume, t: Truth, shown: Shown, credential: string): string {
  const name = `${r.basics.name}, ${credential}`;
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, name, li ? [li] : []);
  const css = `
.title { text-align: center; font-size: 10pt; letter-spacing: .2em; color: #555; margin-bottom: 8px; }
h1 { text-align: center; font: 700 20pt "DejaVu Serif", serif; margin: 0 0 8px; }
.details { width: 70%; margin: 0 auto 6px; font-size: 9.5pt; }
.details td { padding: 0 6px 0 0; }`;
  const rows = [
    ["Address:", shown.place],
    ["Mobile:", shown.phone],
    ["E-mail:", r.basics.email ?? ""],
    ...(li ? [["LinkedIn:", li]] : []),
  ];
  return page(
    "Letter",
    "0.7in",
    css,
    `<p class="title">CURRICULUM VITAE</p><h1>${esc(name)}</h1>
<table class="details">${rows.map(([k, v]) => `<tr><td>${esc(k ?? "")}</td><td>${esc(v ?? "")}</td></tr>`).join("")}</table>
${bodyHtml(r, t)}`,
  );
}

/** "Name | Title" on one line; a contact line with "☎", "✉" and the phone in three styled runs. */
export function nameBar(r: Resume, t: Truth, shown: Shown, title: string): string {
  const li = profileText(r, "linkedin");
  contactTruth(r, t, shown, r.basics.name, li ? [li] : []);
  // "(253) 555-0119": the area code in colour, the rest in two runs, as designs highlight it.
  const [area = "", ...local] = shown.phone.split(" ");
  const [exchange = "", line = ""] = local.join(" ").split("-");
  const phone = `<span class="area">${esc(area)}</span> <span>${esc(exchange)}</span><span class="line">-${esc(line)}</span>`;
  const css = `
h1 { font: 700 20pt "DejaVu Sans", sans-serif; margin: 0; }
h1 .title { font-weight: 300; color: #666; }
.contact { margin: 4px 0 6px; font-size: 9pt; }
.contact .area { color: #0a5; font-weight: 700; }
.contact .line { font-style: italic; }`;
  return page(
    "Letter",
    "0.6in",
    css,
    `<h1>${esc(r.basics.name)} <span class="title">| ${esc(title)}</span></h1>
<p class="contact">☎ ${phone} &nbsp;·&nbsp; ✉ ${esc(r.basics.email ?? "")} &nbsp;·&nbsp; ${esc(shown.place)}${
      li ? ` &nbsp;·&nbsp; ${esc(li)}` : ""
    }</p>
${bodyHtml(r, t)}`,
  );
}

/** Name and label on top; the contact details only in a footer printed on every page. */
export function footerContact(r: Resume, t: Truth, shown: Shown): string {
  contactTruth(r, t, shown, r.basics.name, []);
  const css = `${faCss}
h1 { font: 700 24pt "DejaVu Serif", serif; margin: 0; color: #2b3a67; }
.label { font-size: 11pt; color: #555; margin: 2px 0 8px; }
footer { position: fixed; bottom: 0; left: 0; right: 0; text-align: center; font-size: 8.5pt; color: #333; border-top: 1px solid #999; padding-top: 3px; }
main { padding-bottom: 10mm; }`;
  return page(
    "Letter",
    "0.6in 0.7in 0.5in",
    css,
    `<h1>${esc(r.basics.name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p>
<main>${bodyHtml(r, t)}</main>
<footer><span class="fa">${fa.mobile}</span>${esc(shown.phone)} &nbsp;•&nbsp; <span class="fa">${fa.mail}</span>${esc(r.basics.email ?? "")} &nbsp;•&nbsp; <span class="fa">${fa.pin}</span>${esc(shown.place)}</footer>`,
  );
}

/** The name in small caps with a credential; the label and a "Mobile … | Email …" line under it. */
export function smallCaps(r: Resume, t: Truth, shown: Shown, credential: string): string {
  const li = profileText(r, "linkedin");
  const name = `${r.basics.name}, ${credential}`;
  contactTruth(r, t, shown, name, li ? [li] : []);
  const css = `
h1 { font: 400 24pt "DejaVu Serif", serif; font-variant: small-caps; margin: 0; }
.label { font-style: italic; margin: 0 0 4px; }
.contact { font-size: 9pt; color: #333; margin-bottom: 6px; }`;
  return page(
    "A4",
    "18mm",
    css,
    `<h1>${esc(name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p>
<p class="contact">Mobile ${esc(shown.phone)} | Email ${esc(r.basics.email ?? "")} | ${esc(shown.place)}${
      li ? ` | ${esc(li)}` : ""
    }</p>
${bodyHtml(r, t)}`,
  );
}
