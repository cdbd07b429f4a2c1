import { batch, makeTexDocs, makeWriterDocs } from "../run.ts";
import type { Doc } from "../tex/model.ts";
import { tucv } from "./tex7.ts";
import { frameSidebar, mergedTable, tabsHeader, type WriterDoc } from "./writer7.ts";

const texDocs: Doc[] = [
  {
    id: "pdftex-tucv-warehouse-supervisor-to-operations",
    engine: "pdftex",
    resume: "warehouse-supervisor-to-operations",
    cls: "tucv",
    licence: "LPPL-1.3",
    layout: "grey heading boxes; roles grouped under their employer; dates stacked right",
    build: tucv({
      line: [
        "Memphis, TN",
        "901.555.0132",
        "deshawn.carter@example.net",
        "linkedin.example.com/in/deshawncarter-ops",
      ],
      phone: "901.555.0132",
      place: "Memphis, TN",
      links: ["linkedin.example.com/in/deshawncarter-ops"],
    }),
  },
  {
    id: "luatex-tucv-senior-data-scientist",
    engine: "luatex",
    resume: "senior-data-scientist",
    cls: "tucv",
    licence: "LPPL-1.3",
    layout: "grey heading boxes; two roles under one university department; no phone",
    build: tucv({
      line: [
        "Seattle, WA",
        "daniel.osei.phd@example.com",
        "https://danielosei.example.com",
        "GitHub: dkosei",
      ],
      phone: null,
      place: "Seattle, WA",
      links: ["https://danielosei.example.com", "GitHub: dkosei"],
    }),
  },
];

const run = batch("real-makers-7");
makeTexDocs(texDocs, run);

const writerDocs: WriterDoc[] = [
  {
    id: "lowriter-tabs-header-junior-frontend-bootcamp",
    resume: "junior-frontend-bootcamp",
    shown: { phone: "+1 720-555-0154", place: "Denver, CO", links: ["github.example.com/oshevchenko-dev"] },
    make: tabsHeader,
    to: "pdf",
  },
  {
    id: "lowriter-docx-tabs-header-recent-graduate-internships",
    resume: "recent-graduate-internships",
    shown: {
      phone: "(732) 555-0172",
      place: "New Brunswick, NJ",
      links: ["https://linkedin.example.com/in/gabriela-ferreira-analytics"],
    },
    make: tabsHeader,
    to: "docx",
  },
  {
    id: "lowriter-table-merged-phd-biology-researcher",
    resume: "phd-biology-researcher",
    shown: {
      phone: "+1 (617) 555-0126",
      place: "Boston, MA",
      links: ["orcid.example.org/0000-0000-0000-0000"],
    },
    make: mergedTable,
    to: "pdf",
  },
  {
    id: "lowriter-docx-table-merged-elementary-teacher",
    resume: "elementary-teacher",
    shown: { phone: "505 555 0188", place: "Albuquerque, NM", links: [] },
    make: mergedTable,
    to: "docx",
  },
  {
    id: "lowriter-frame-sidebar-veteran-logistics-to-supply-chain",
    resume: "veteran-logistics-to-supply-chain",
    shown: {
      phone: "253-555-0119",
      place: "Tacoma, WA",
      links: ["https://linkedin.example.com/in/andre-whitfield-scm"],
    },
    make: frameSidebar,
    to: "pdf",
  },
  {
    id: "lowriter-docx-frame-sidebar-graphic-designer",
    resume: "graphic-designer",
    shown: {
      phone: "+1 612 555 0110",
      place: "Minneapolis, MN",
      links: ["www.zoeangstrom.example.com", "behance.example.com/zoeangstrom"],
    },
    make: frameSidebar,
    to: "docx",
  },
];

makeWriterDocs(writerDocs, run);
