import { View } from "@react-pdf/renderer";
import type { RenderOptions } from "../pdf-options.ts";
import { marginOf } from "./layout-kit.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import { contactBlocks, type DesignOf, h, nameAndRole, resumeTemplate, roundPhoto } from "./template-kit.ts";

// Modern: a full-width header band in the accent colour, white name; accent headings below.
// The page keeps a top margin for pages 2 on; the band pulls itself up into it on page 1.
export const modernDesign: DesignOf = (options) => {
  const { accent, font } = options;
  const margin = marginOf(options);
  return {
    page: { fontFamily: font, paddingTop: margin, paddingBottom: margin, color: "#1a1a1a" },
    header: (person, photo) =>
      h(
        View,
        {
          style: {
            marginTop: -margin,
            backgroundColor: accent,
            color: "#ffffff",
            paddingHorizontal: margin,
            paddingVertical: 24,
            flexDirection: "row",
            alignItems: "center",
          },
        },
        h(
          View,
          { style: { flexGrow: 1, flexShrink: 1 } },
          ...nameAndRole(person, { fontSize: 24, fontWeight: 700 }, { fontSize: 13, marginTop: 2 }),
          ...contactBlocks(
            person.contact,
            { fontSize: 10, marginTop: 3 },
            { color: "#ffffff", fontSize: 10, marginTop: 3 },
          ),
        ),
        roundPhoto(photo, 72, { marginLeft: 16 }),
      ),
    body: { paddingHorizontal: margin },
    text: { fontSize: 10.5, lineHeight: 1.5 },
  };
};

const modernStyles = ({ accent }: RenderOptions): SectionStyles => ({
  heading: { fontSize: 13, fontWeight: 700, color: accent, marginTop: 14, marginBottom: 6 },
  text: { fontSize: 10, lineHeight: 1.45, marginBottom: 2 },
  entry: { marginBottom: 9, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: accent },
  title: { fontSize: 11, fontWeight: 700 },
  dates: { color: accent },
  subtitle: { fontSize: 10, color: "#444444", marginBottom: 2 },
  line: { fontSize: 10, lineHeight: 1.45 },
});

export const modernTemplate = resumeTemplate(modernDesign, oneColumn(modernStyles));
