import { View } from "@react-pdf/renderer";
import type { RenderOptions } from "../pdf-options.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import { contactBlocks, type DesignOf, h, nameAndRole, resumeTemplate } from "./template-kit.ts";

// Compact: small type and tight spacing so a long career fits on fewer pages.
export const compactDesign: DesignOf = ({ accent, font }) => ({
  page: { fontFamily: font, padding: 30, color: "#111111" },
  header: (person) =>
    h(
      View,
      { style: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" } },
      // Both columns start from no width and share the row (flex basis 0): with a basis of
      // their text's width, a long role and a long contact (a letter's links) overran the row,
      // and react-pdf printed the role under the contact and the contact past the margin.
      h(
        View,
        { style: { flexGrow: 3, flexShrink: 1, flexBasis: 0 } },
        ...nameAndRole(person, { fontSize: 16, fontWeight: 700, color: accent }, { fontSize: 10 }),
      ),
      h(
        View,
        { style: { flexGrow: 2, flexShrink: 1, flexBasis: 0, alignItems: "flex-end", marginLeft: 12 } },
        ...contactBlocks(
          person.contact,
          { fontSize: 8.5, textAlign: "right" },
          { fontSize: 8.5, color: "#111111", textAlign: "right" },
        ),
      ),
    ),
  text: { fontSize: 9.5, lineHeight: 1.4 },
});

const compactStyles = ({ accent }: RenderOptions): SectionStyles => ({
  heading: {
    fontSize: 10.5,
    fontWeight: 700,
    color: accent,
    marginTop: 8,
    marginBottom: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: "#999999",
  },
  text: { fontSize: 8.5, lineHeight: 1.3, marginBottom: 1 },
  entry: { marginBottom: 4 },
  title: { fontSize: 9, fontWeight: 700 },
  dates: { color: "#555555" },
  subtitle: { fontSize: 8.5, color: "#333333" },
  line: { fontSize: 8.5, lineHeight: 1.3, marginLeft: 4 },
});

export const compactTemplate = resumeTemplate(compactDesign, oneColumn(compactStyles));
