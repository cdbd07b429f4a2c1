// The list of this batch's TeX Live documents: id, engine, class and corpus resume for each.

import { europasscv } from "../tex/europass.ts";
import type { Doc } from "../tex/model.ts";
import { type ModerncvOptions, moderncv } from "../tex/moderncv.ts";
import { simplecv } from "../tex/others.ts";
import { articleTabularx, jakes } from "./article.ts";

/** moderncv with options to \moderncvstyle (this TeX Live's styles take left/right/nosymbols…). */
function moderncvWith(styleOptions: string, o: ModerncvOptions): Doc["build"] {
  const make = moderncv(o);
  return (r, t) =>
    make(r, t).replace(`\\moderncvstyle{${o.style}}`, `\\moderncvstyle[${styleOptions}]{${o.style}}`);
}

export const docs: Doc[] = [
  {
    id: "pdftex-article-tabularx-senior-data-scientist",
    engine: "pdftex",
    resume: "senior-data-scientist",
    cls: "article",
    style: "tabularx heads",
    licence: "LPPL-1.3c",
    layout:
      "hand-made: centred header, ruled upper-case headings, tabularx two-row heads (title | dates, employer | city), 10 jobs",
    build: articleTabularx("mon"),
  },
  {
    id: "xetex-article-titlesec-recent-graduate-internships",
    engine: "xetex",
    resume: "recent-graduate-internships",
    cls: "article",
    style: "titlesec + enumitem, Jake's resume look",
    licence: "LPPL-1.3c",
    layout:
      "hand-made Jake's resume look: small-caps headings over rules, tabular* two-row heads, education first, one page",
    build: jakes("mon"),
  },
  {
    id: "luatex-moderncv-classic-left-public-policy-analyst",
    engine: "luatex",
    resume: "public-policy-analyst",
    cls: "moderncv",
    style: "classic [left], grey",
    licence: "LPPL-1.3c",
    layout:
      "left date column with month names wrapping over 2-3 lines, wrapped title, icon names in the text layer",
    build: moderncvWith("left", {
      style: "classic",
      color: "grey",
      dates: "month",
      fonts: "\\usepackage{fontspec}",
      extras: ["volunteer", "publications", "languages"],
      skillsAs: "item",
    }),
  },
  {
    id: "pdftex-moderncv-banking-left-veteran-logistics-to-supply-chain",
    engine: "pdftex",
    resume: "veteran-logistics-to-supply-chain",
    cls: "moderncv",
    style: "banking [left,nosymbols], burgundy",
    licence: "LPPL-1.3c",
    layout:
      "centred header with name and 3-line title joined by |, M/E letter labels, YYYY/MM dates right-aligned",
    build: moderncvWith("left,nosymbols", {
      style: "banking",
      color: "burgundy",
      dates: "slash",
      fonts: "\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}",
      paper: "letterpaper",
      fieldBelow: true,
      extras: ["certificates", "awards", "languages"],
      skillsAs: "list",
    }),
  },
  {
    id: "xetex-moderncv-casual-right-elementary-teacher",
    engine: "xetex",
    resume: "elementary-teacher",
    cls: "moderncv",
    style: "casual [right], purple",
    licence: "LPPL-1.3c",
    layout: "contact only in the page footer, year dates, \\cvdoubleitem skill grid interleaved by pdftotext",
    build: moderncvWith("right", {
      style: "casual",
      color: "purple",
      dates: "year",
      fonts: "\\usepackage{fontspec}",
      extras: ["certificates", "awards", "languages", "interests"],
      skillsAs: "doubleitem",
    }),
  },
  {
    id: "luatex-europasscv-executive-assistant",
    engine: "luatex",
    resume: "executive-assistant",
    cls: "europasscv",
    licence: "LPPL-1.3",
    layout: "2013 Europass: upper-case headings in a left column, icon contact lines, EU footer",
    build: europasscv("mon", ""),
  },
  {
    id: "luatex-simplecv-head-chef",
    engine: "luatex",
    resume: "head-chef",
    cls: "simplecv",
    licence: "LPPL-1.2+",
    layout:
      "corner header blocks, dates hanging in a left margin, 12 jobs with year dates, an entry broken across the page",
    build: simplecv("numeric"),
  },
];
