// The eighth batch's HTML headers (issue 31), printed by headless Chromium: the name and contact
// details as people set them in Word, Google Docs and Canva and not yet in the earlier batches:
// the name right-aligned beside an empty photo box with a right-aligned block of Unicode symbol
// lines (☎ ✉ ⌂), the name in letter-spaced capitals split over two lines with "⋄" between the
// details, "P:" / "E:" labels joined by "•" with no spaces, and a coloured Word sidebar holding the
// name with its post-nominals and "Mobile:" / "Email:" lines. The body is batch 4's.

import { bodyHtml, esc, page } from "../batch4/body4.ts";
import type { Resume, Truth } from "../tex/model.ts";

/** What a header prints besides the corpus's e-mail: the phone, the place and the links, as shown. */
export interface Shown8 {
  phone: string | null;
  place: string | null;
  links: string[];
}

/** Fills the truth's contact fields with what the header prints. */
export function contactTruth(r: Resume, t: Truth, shown: Shown8, name: string): void {
  t.name = name;
  t.email = r.basics.email ?? null;
  t.phone = shown.phone;
  t.location = shown.place;
  t.links.push(...shown.links);
}

const values = (r: Resume, s: Shown8) =>
  [s.phone, r.basics.email ?? null, s.place, ...s.links].filter((v): v is string => Boolean(v));

/** An empty photo box left; the name, label and ☎ ✉ ⌂ lines right-aligned beside it. */
export function photoBox(r: Resume, t: Truth, s: Shown8): string {
  contactTruth(r, t, s, r.basics.name);
  const css = `
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 8px; }
.photo { width: 30mm; height: 36mm; border: 1px solid #aaa; background: #f2f2f2; }
.who { text-align: right; }
h1 { font: 700 26pt "DejaVu Serif", serif; margin: 0; color: #5a2a0c; }
.label { font-style: italic; margin: 2px 0 8px; }
.who p.c { font-size: 9pt; }`;
  const lines = [
    s.phone ? `☎ ${esc(s.phone)}` : "",
    `✉ ${esc(r.basics.email ?? "")}`,
    s.place ? `⌂ ${esc(s.place)}` : "",
    ...s.links.map(esc),
  ].filter(Boolean);
  return page(
    "A4",
    "14mm 16mm",
    css,
    `<header><div class="photo"></div><div class="who"><h1>${esc(r.basics.name)}</h1>
<p class="label">${esc(r.basics.label ?? "")}</p>${lines.map((l) => `<p class="c">${l}</p>`).join("")}</div></header>
${bodyHtml(r, t)}`,
  );
}

/** Canva's look: the first and last name in letter-spaced capitals on two lines; "⋄" between details. */
export function spacedTwoLine(r: Resume, t: Truth, s: Shown8): string {
  const [first = "", ...rest] = r.basics.name.split(" ");
  contactTruth(r, t, s, r.basics.name.toUpperCase());
  const css = `
header { text-align: center; margin-bottom: 10px; }
h1 { font: 300 28pt/1.15 "DejaVu Sans", sans-serif; letter-spacing: .3em; text-transform: uppercase; margin: 0; color: #333; }
h1 span { display: block; font-weight: 700; }
.label { margin: 6px 0; font-size: 9pt; letter-spacing: .2em; text-transform: uppercase; color: #777; }
.contact { font-size: 8.5pt; }`;
  return page(
    "A4",
    "14mm 16mm",
    css,
    `<header><h1><span>${esc(first)}</span><span>${esc(rest.join(" "))}</span></h1>
<p class="label">${esc(r.basics.label ?? "")}</p>
<p class="contact">${values(r, s).map(esc).join(" ⋄ ")}</p></header>
${bodyHtml(r, t)}`,
  );
}

/** Google Docs' look: the name with its credential; "P: … •E: …" joined by bullets with no spaces. */
export function tightBullets(r: Resume, t: Truth, s: Shown8, name: string): string {
  contactTruth(r, t, s, name);
  const css = `
body { font-family: "Liberation Sans", Arial, sans-serif; }
h1 { font: 400 26pt "Liberation Sans", Arial, sans-serif; margin: 0 0 2px; }
.contact { font-size: 9pt; color: #444; margin-bottom: 8px; }`;
  const items = [
    s.phone ? `P: ${esc(s.phone)}` : "",
    `E: ${esc(r.basics.email ?? "")}`,
    s.place ? esc(s.place) : "",
    ...s.links.map(esc),
  ].filter(Boolean);
  return page(
    "Letter",
    "18mm 20mm",
    css,
    `<header><h1>${esc(name)}</h1><p class="contact">${items.join("•")}</p></header>
${bodyHtml(r, t)}`,
  );
}

/** Word's two-column look: a coloured sidebar with the name, its post-nominals and labelled lines. */
export function wordSidebar(r: Resume, t: Truth, s: Shown8, name: string): string {
  contactTruth(r, t, s, name);
  const css = `
.wrap { display: flex; min-height: 255mm; }
aside { width: 66mm; background: #2e5d6b; color: #fff; padding: 14mm 6mm; font-size: 8.5pt; }
aside h1 { font: 700 17pt/1.2 "DejaVu Serif", serif; margin: 0 0 6px; }
aside .label { color: #d3e6ea; margin-bottom: 14px; }
aside p { margin: 0 0 5px; overflow-wrap: anywhere; }
main { flex: 1; padding: 12mm 9mm; }`;
  const lines = [
    s.phone ? `Mobile: ${esc(s.phone)}` : "",
    `Email: ${esc(r.basics.email ?? "")}`,
    s.place ? esc(s.place) : "",
    ...s.links.map(esc),
  ].filter(Boolean);
  return page(
    "Letter",
    "0",
    css,
    `<div class="wrap"><aside><h1>${esc(name)}</h1><p class="label">${esc(r.basics.label ?? "")}</p>
${lines.map((l) => `<p>${l}</p>`).join("")}</aside><main>${bodyHtml(r, t)}</main></div>`,
  );
}
