import { View } from "@react-pdf/renderer";
import type { RenderOptions } from "../pdf-options.ts";
import { marginOf } from "./layout-kit.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import { contactLine, type DesignOf, h, nameAndRole, resumeTemplate } from "./template-kit.ts";

// Executive: a large name over a thick accent rule, generous spacing, headings in the accent on
// a light rule. Meant for senior profiles where the summary leads.
export const executiveDesign: DesignOf = (options) => {
  const { accent, font } = options;
  return {
    page: { fontFamily: font, padding: marginOf(options), color: "#161616" },
    header: (person) =>
      h(
        View,
        null,
        h(
          View,
          { style: { borderBottomWidth: 3, borderBottomColor: accent, paddingBottom: 10 } },
          ...nameAndRole(
            person,
            { fontSize: 28, fontWeight: 700 },
            { fontSize: 13, color: "#444444", marginTop: 2 },
          ),
        ),
        contactLine(person.contact, "   ·   ", { fontSize: 10, marginTop: 6 }, { color: "#161616" }),
      ),
    text: { fontSize: 11, lineHeight: 1.55 },
  };
};

const executiveStyles = ({ accent }: RenderOptions): SectionStyles => ({
  heading: {
    fontSize: 12.5,
    fontWeight: 700,
    color: accent,
    marginTop: 16,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: "#bbbbbb",
  },
  text: { fontSize: 10.5, lineHeight: 1.5, marginBottom: 3 },
  entry: { marginBottom: 10 },
  title: { fontSize: 11, fontWeight: 700 },
  dates: { color: accent },
  subtitle: { fontSize: 10.5, color: "#333333", marginBottom: 3 },
  line: { fontSize: 10.5, lineHeight: 1.5, marginLeft: 6 },
});

export const executiveTemplate = resumeTemplate(executiveDesign, oneColumn(executiveStyles));
