import { View } from "@react-pdf/renderer";
import { marginOf } from "./layout-kit.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import { contactBlocks, type DesignOf, h, nameAndRole, resumeTemplate } from "./template-kit.ts";

// Minimal: black text and white space; the accent only on the name. Nothing for a parser to trip on.
export const minimalDesign: DesignOf = (options) => {
  const { accent, font } = options;
  return {
    page: { fontFamily: font, padding: marginOf(options), color: "#111111" },
    header: (person) =>
      h(
        View,
        null,
        ...nameAndRole(person, { fontSize: 20, color: accent }, { fontSize: 11, marginTop: 2 }),
        h(
          View,
          { style: { marginTop: 6 } },
          ...contactBlocks(person.contact, { fontSize: 9.5 }, { fontSize: 9.5, color: "#111111" }),
        ),
      ),
    text: { fontSize: 10.5, lineHeight: 1.55 },
  };
};

// The one design whose sections ignore the accent.
const minimalStyles = (): SectionStyles => ({
  heading: { fontSize: 11, fontWeight: 700, marginTop: 14, marginBottom: 5 },
  text: { fontSize: 10, lineHeight: 1.5, marginBottom: 2 },
  entry: { marginBottom: 8 },
  title: { fontSize: 10.5, fontWeight: 700 },
  dates: { color: "#555555" },
  subtitle: { fontSize: 10, color: "#555555", marginBottom: 2 },
  line: { fontSize: 10, lineHeight: 1.5 },
});

export const minimalTemplate = resumeTemplate(minimalDesign, oneColumn(minimalStyles));
