// The TeX documents of the third batch (made by make-batch3.ts): moderncv with German, French
// and Spanish headings and dates, and hand-made article CVs in English, Portuguese and Italian.

import type { Doc } from "../tex/model.ts";
import { deedy, sidebar, spaced } from "./article3.ts";
import { locales } from "./locale.ts";
import { moderncv3 } from "./moderncv3.ts";

const xefonts = "\\usepackage{fontspec}";
const pdffonts = "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}";

export const docs: Doc[] = [
  {
    id: "pdftex-moderncv-classic-de-mechanical-engineer",
    engine: "pdftex",
    resume: "mechanical-engineer",
    cls: "moderncv",
    style: "classic, German",
    licence: "LPPL-1.3c",
    layout: "German headings, full German month names, 'seit März 2020' for the current job",
    build: moderncv3({
      style: "classic",
      color: "blue",
      loc: locales.de,
      form: "long",
      sinceForCurrent: true,
      fonts: pdffonts,
    }),
  },
  {
    id: "xetex-moderncv-casual-fr-enterprise-sales-manager",
    engine: "xetex",
    resume: "enterprise-sales-manager",
    cls: "moderncv",
    style: "casual, French",
    licence: "LPPL-1.3c",
    layout: "French headings, Intl's French month abbreviations ('sept. 2020'), \"aujourd'hui\"",
    build: moderncv3({ style: "casual", color: "green", loc: locales.fr, form: "short", fonts: xefonts }),
  },
  {
    id: "luatex-moderncv-banking-es-senior-accountant-cpa",
    engine: "luatex",
    resume: "senior-accountant-cpa",
    cls: "moderncv",
    style: "banking, Spanish",
    licence: "LPPL-1.3c",
    layout: "Spanish headings, Spanish month abbreviations ('abr 2021'), 'actualidad'",
    build: moderncv3({ style: "banking", color: "orange", loc: locales.es, form: "short", fonts: xefonts }),
  },
  {
    id: "pdftex-article-deedy-recent-graduate-internships",
    engine: "pdftex",
    resume: "recent-graduate-internships",
    cls: "article",
    style: "two minipage columns, microtype letter-spacing, fontawesome5",
    licence: "LPPL-1.3c",
    layout:
      "Deedy-like: icon contact line, letter-spaced capital headings, 'Title at Company', 'Summer 2025', 'Sep, 2022'",
    build: deedy(locales.en, "comma"),
  },
  {
    id: "xetex-article-paracol-pt-warehouse-supervisor-to-operations",
    engine: "xetex",
    resume: "warehouse-supervisor-to-operations",
    cls: "article",
    style: "paracol sidebar, Portuguese",
    licence: "LPPL-1.3c",
    layout: "sidebar (name, icon contact lines, skills, languages) beside the main column; '06/19 -- atual'",
    build: sidebar(locales.pt, "mmyy"),
  },
  {
    id: "luatex-article-spaced-it-graphic-designer",
    engine: "luatex",
    resume: "graphic-designer",
    cls: "article",
    style: "letter-spaced small-capital headings, Italian",
    licence: "LPPL-1.3c",
    layout: "'Title, Employer' one-line heads with dates right ('mag 2021 -- oggi'), icon contact line",
    build: spaced(locales.it, "short"),
  },
];
