// The list of TeX Live documents: id, engine, class and corpus resume for each.

import { europasscv, europecv } from "./europass.ts";
import { harnon } from "./harnon.ts";
import { komacv } from "./komacv.ts";
import type { Doc } from "./model.ts";
import { moderncv } from "./moderncv.ts";
import { currvita, curve, simplecv } from "./others.ts";

const LPPL13C = "LPPL-1.3c";

export const docs: Doc[] = [
  {
    id: "pdftex-moderncv-classic-head-chef",
    engine: "pdftex",
    resume: "head-chef",
    cls: "moderncv",
    style: "classic",
    licence: LPPL13C,
    layout: "left date column, right-aligned icon contact block, 12 jobs, two-column skill grid",
    build: moderncv({
      style: "classic",
      color: "blue",
      dates: "year",
      fonts: "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}",
      extras: ["volunteer", "certificates", "languages"],
      skillsAs: "doubleitem",
    }),
  },
  {
    id: "xetex-moderncv-casual-graphic-designer",
    engine: "xetex",
    resume: "graphic-designer",
    cls: "moderncv",
    style: "casual",
    licence: LPPL13C,
    layout:
      "left date column with wrapped month dates, contact details only in the page footer, U+2010 hyphens",
    build: moderncv({
      style: "casual",
      color: "orange",
      dates: "mon",
      fonts: "\\usepackage{fontspec}\n\\setsansfont{Lato}",
      extras: ["awards", "certificates", "languages", "interests"],
      skillsAs: "item",
    }),
  },
  {
    id: "luatex-moderncv-banking-mechanical-engineer",
    engine: "luatex",
    resume: "mechanical-engineer",
    cls: "moderncv",
    style: "banking",
    licence: LPPL13C,
    layout:
      "centred header with name and title on one line, full-width ruled headings, dates right-aligned, icon names in the text layer",
    build: moderncv({
      style: "banking",
      color: "blue",
      dates: "numeric",
      fonts: "\\usepackage{fontspec}",
      fieldBelow: true,
      extras: ["projects", "certificates", "awards", "languages"],
      skillsAs: "list",
    }),
  },
  {
    id: "pdftex-moderncv-oldstyle-retail-store-manager",
    engine: "pdftex",
    resume: "retail-store-manager",
    cls: "moderncv",
    style: "oldstyle",
    licence: LPPL13C,
    layout: "contact sidebar on page 1, dates right-aligned on the title line",
    build: moderncv({
      style: "oldstyle",
      color: "green",
      hints: "0.32\\textwidth",
      dates: "month",
      fonts: "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}",
      extras: ["volunteer", "languages"],
      skillsAs: "item",
    }),
  },
  {
    id: "pdftex-moderncv-fancy-enterprise-sales-manager",
    engine: "pdftex",
    resume: "enterprise-sales-manager",
    cls: "moderncv",
    style: "fancy",
    licence: LPPL13C,
    layout:
      "headings in a left column behind a vertical rule, unbreakable sections leave page 1 mostly empty",
    build: moderncv({
      style: "fancy",
      color: "grey",
      hints: "0.3\\textwidth",
      dates: "mon",
      fonts: "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}",
      extras: ["awards", "volunteer", "languages", "interests"],
      skillsAs: "doubleitem",
      paper: "letterpaper",
    }),
  },
];

docs.push(
  {
    id: "pdftex-europecv-warehouse-supervisor-to-operations",
    engine: "pdftex",
    resume: "warehouse-supervisor-to-operations",
    cls: "europecv",
    licence: "LPPL-1.3",
    layout: "Europass logo, two-column longtable of labelled rows (Dates, Occupation or position held …)",
    build: europecv("numeric"),
  },
  {
    id: "xetex-europasscv-public-policy-analyst",
    engine: "xetex",
    resume: "public-policy-analyst",
    cls: "europasscv",
    licence: "LPPL-1.3",
    layout: "2013 Europass: upper-case headings in a left column, icon contact lines, European Union footer",
    build: europasscv("numeric", ""),
  },
);

docs.push(
  {
    id: "luatex-curve-phd-biology-researcher",
    engine: "luatex",
    resume: "phd-biology-researcher",
    cls: "curve",
    licence: "LPPL-1.1+",
    layout:
      "header blocks in two corners, centred rubric headings repeated with (continued), CJK fallback font",
    build: curve("mon"),
  },
  {
    id: "xetex-simplecv-senior-accountant-cpa",
    engine: "xetex",
    resume: "senior-accountant-cpa",
    cls: "simplecv",
    licence: "LPPL-1.2+",
    layout: "hanging date labels (long ones on their own line), Vietnamese diacritics",
    build: simplecv("month"),
  },
  {
    id: "pdftex-currvita-elementary-teacher",
    engine: "pdftex",
    resume: "elementary-teacher",
    cls: "currvita",
    licence: "GPL",
    layout: "cvlist headings in the label column, MM/YYYY date labels, place and date at the end",
    build: currvita("numeric"),
  },
);

const nurse = moderncv({
  style: "classic",
  color: "purple",
  dates: "mon",
  nameWidth: "9cm",
  // DejaVu Sans has the Arabic letters; XeTeX's TeX--XeT primitives set the Arabic name right to left.
  fonts:
    "\\usepackage{fontspec}\n\\setsansfont{DejaVu Sans}\n\\newfontfamily\\arabicfont{DejaVu Sans}[Script=Arabic]\n\\TeXXeTstate=1",
  extras: ["volunteer", "certificates", "languages", "interests"],
  skillsAs: "item",
});

docs.push(
  {
    id: "pdftex-harnon-cv-executive-assistant",
    engine: "pdftex",
    resume: "executive-assistant",
    cls: "harnon-cv",
    licence: "public domain",
    layout: "timeline: year ranges, grey leader and vertical bar; unheaded summary between rules",
    build: harnon,
  },
  {
    id: "xetex-moderncv-classic-nurse-to-health-it",
    engine: "xetex",
    resume: "nurse-to-health-it",
    cls: "moderncv",
    style: "classic",
    licence: LPPL13C,
    layout: "left date column, long wrapped title beside the contact block, Arabic set right to left",
    build: (r, t) =>
      nurse(r, t).replace(
        /[\u0600-\u06ff][\u0600-\u06ff ]*[\u0600-\u06ff]/g,
        (m) => `{\\beginR\\arabicfont ${m}\\endR}`,
      ),
  },
);

docs.push({
  id: "luatex-moderncv-oldstyle-junior-frontend-bootcamp",
  engine: "luatex",
  resume: "junior-frontend-bootcamp",
  cls: "moderncv",
  style: "oldstyle",
  licence: LPPL13C,
  layout: "contact sidebar with a hyphenated email, Cyrillic name, projects",
  build: moderncv({
    style: "oldstyle",
    color: "burgundy",
    hints: "0.32\\textwidth",
    dates: "mon",
    // Latin Modern has no Cyrillic; DejaVu has it (name and Київ in the summary).
    fonts: "\\usepackage{fontspec}\n\\setmainfont{DejaVu Serif}\n\\setsansfont{DejaVu Sans}",
    extras: ["projects", "languages", "interests"],
    skillsAs: "item",
    paper: "letterpaper",
  }),
});

docs.push({
  id: "pdftex-komacv-casual-recent-graduate-internships",
  engine: "pdftex",
  resume: "recent-graduate-internships",
  cls: "komacv",
  style: "casual",
  licence: "LPPL-1.3+",
  layout: "KOMA-Script moderncv look, YYYY/MM date column, contact details in the page-1 footer",
  build: komacv("casual", {
    style: "casual",
    color: "",
    dates: "slash",
    fonts: "",
    extras: ["projects", "volunteer", "certificates", "awards", "languages", "interests"],
    skillsAs: "item",
  }),
});
