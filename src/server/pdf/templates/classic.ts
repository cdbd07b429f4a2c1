import { View } from "@react-pdf/renderer";
import type { RenderOptions } from "../pdf-options.ts";
import { marginOf } from "./layout-kit.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import { contactLine, type DesignOf, h, nameAndRole, resumeTemplate } from "./template-kit.ts";

// Classic: one column, centred name, ruled section headings in the accent colour.
export const classicDesign: DesignOf = (options) => {
  const { accent, font } = options;
  return {
    page: { fontFamily: font, padding: marginOf(options), color: "#111111" },
    header: (person) =>
      h(
        View,
        { style: { alignItems: "center", marginBottom: 4 } },
        ...nameAndRole(person, { fontSize: 22, fontWeight: 700 }, { fontSize: 12, color: accent }),
        contactLine(person.contact, "  |  ", { fontSize: 10, marginTop: 4 }, { color: "#111111" }),
      ),
    text: { fontSize: 10.5, lineHeight: 1.45 },
  };
};

const classicStyles = ({ accent }: RenderOptions): SectionStyles => ({
  heading: {
    fontSize: 12,
    fontWeight: 700,
    color: accent,
    borderBottomWidth: 1,
    borderBottomColor: accent,
    paddingBottom: 2,
    marginTop: 12,
    marginBottom: 6,
  },
  text: { fontSize: 10, lineHeight: 1.4, marginBottom: 2 },
  entry: { marginBottom: 8 },
  title: { fontSize: 10.5, fontWeight: 700 },
  dates: { color: "#444444" },
  subtitle: { fontSize: 10, fontStyle: "italic", color: "#333333", marginBottom: 2 },
  line: { fontSize: 10, lineHeight: 1.4, marginLeft: 6 },
});

export const classicTemplate = resumeTemplate(classicDesign, oneColumn(classicStyles));
