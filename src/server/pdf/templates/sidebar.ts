import { View } from "@react-pdf/renderer";
import { SIDEBAR_COLUMN } from "../../../shared/design-metrics.ts";
import { marginOf } from "./layout-kit.ts";
import { renderSections, type SectionId } from "./sections.ts";
import { contactBlocks, type DesignOf, h, nameAndRole, resumeTemplate, roundPhoto } from "./template-kit.ts";

// Two columns: a sidebar (skills, languages) beside the main column. Name and contact
// span the page above both, and the sidebar precedes the main column in the content stream, so
// name, email and phone come first in any extraction and each column reads top to bottom.
// The photo sits at the top of the sidebar, so the header band itself never shows one.
// Links print in the main column: a URL is one unbreakable word (hyphenation is off so parsers
// read it whole), and a long one ran out of the narrow sidebar over the main column's text.
const SIDE: readonly SectionId[] = SIDEBAR_COLUMN;
const MAIN: SectionId[] = [
  "summary",
  "experience",
  "education",
  "projects",
  "certificates",
  "licenses",
  "links",
  "interests",
  "extras",
];

export const sidebarDesign: DesignOf = (options) => ({
  page: { fontFamily: options.font, padding: marginOf(options), color: "#1a1a1a" },
  header: (person) =>
    h(
      View,
      {
        style: { borderBottomWidth: 2, borderBottomColor: options.accent, paddingBottom: 8, marginBottom: 4 },
      },
      ...nameAndRole(person, { fontSize: 22, fontWeight: 700 }, { fontSize: 12, color: options.accent }),
      h(
        View,
        { style: { flexDirection: "row", flexWrap: "wrap", marginTop: 4 } },
        ...contactBlocks(person.contact, { fontSize: 9.5, marginRight: 14, color: "#1a1a1a" }),
      ),
    ),
  text: { fontSize: 10.5, lineHeight: 1.45 },
});

export const sidebarTemplate = resumeTemplate(sidebarDesign, ({ outline, options, photo }) => {
  const { accent } = options;
  const base = {
    title: { fontSize: 10.5, fontWeight: 700 },
    dates: { color: "#555555" },
    subtitle: { fontSize: 9.5, color: "#333333", marginBottom: 2 },
    line: { fontSize: 9.5, lineHeight: 1.4, marginLeft: 4 },
    entry: { marginBottom: 8 },
  };
  const mainStyles = {
    ...base,
    heading: { fontSize: 12, fontWeight: 700, color: accent, marginTop: 10, marginBottom: 5 },
    text: { fontSize: 9.5, lineHeight: 1.4, marginBottom: 2 },
  };
  const sideStyles = {
    ...base,
    heading: { fontSize: 11, fontWeight: 700, color: accent, marginTop: 10, marginBottom: 4 },
    text: { fontSize: 9, lineHeight: 1.35, marginBottom: 2 },
    skillsAsList: true,
  };
  return [
    h(
      View,
      { key: "columns", style: { flexDirection: "row" } },
      h(
        View,
        { style: { width: "30%", paddingRight: 12, borderRightWidth: 0.5, borderRightColor: "#cccccc" } },
        roundPhoto(photo, 96, { marginTop: 10, alignSelf: "center" }),
        ...renderSections(outline, SIDE, sideStyles),
      ),
      h(View, { style: { width: "70%", paddingLeft: 14 } }, ...renderSections(outline, MAIN, mainStyles)),
    ),
  ];
});
