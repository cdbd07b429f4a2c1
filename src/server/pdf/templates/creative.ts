import { View } from "@react-pdf/renderer";
import type { RenderOptions } from "../pdf-options.ts";
import { marginOf } from "./layout-kit.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import { contactBlocks, type DesignOf, h, nameAndRole, resumeTemplate, roundPhoto } from "./template-kit.ts";

// Creative: a solid accent rule down the left edge of every page, a large accent name and
// headings marked by an accent bar. Still ATS-safe: the rule is a drawn box with no text (an
// initials badge was left out: its letters would be read before the name as a word of their
// own), one column, standard headings, no letter-spacing.
export const creativeDesign: DesignOf = (options) => {
  const { accent, font } = options;
  const margin = marginOf(options);
  // The left margin clears the 18 pt rule; the right one is a little wider than top and bottom.
  return {
    page: { fontFamily: font, paddingVertical: margin, paddingLeft: margin + 18, paddingRight: margin + 4 },
    // The rule: fixed, so it repeats on every page.
    decoration: h(View, {
      fixed: true,
      style: { position: "absolute", top: 0, bottom: 0, left: 0, width: 18, backgroundColor: accent },
    }),
    header: (person, photo) =>
      h(
        View,
        { style: { flexDirection: "row", alignItems: "center", marginBottom: 4 } },
        h(
          View,
          { style: { flexGrow: 1, flexShrink: 1 } },
          ...nameAndRole(
            person,
            { fontSize: 28, fontWeight: 700, color: accent },
            { fontSize: 13, color: "#222222", marginTop: 2 },
          ),
          h(
            View,
            { style: { flexDirection: "row", flexWrap: "wrap", marginTop: 6 } },
            ...contactBlocks(person.contact, { fontSize: 10, color: "#333333", marginRight: 14 }),
          ),
        ),
        roundPhoto(photo, 76, { marginLeft: 16, borderWidth: 3, borderColor: accent }),
      ),
    text: { fontSize: 10.5, lineHeight: 1.5 },
  };
};

const creativeStyles = ({ accent }: RenderOptions): SectionStyles => ({
  heading: {
    fontSize: 13,
    fontWeight: 700,
    color: accent,
    borderLeftWidth: 4,
    borderLeftColor: accent,
    paddingLeft: 7,
    marginTop: 14,
    marginBottom: 6,
  },
  text: { fontSize: 10, lineHeight: 1.45, marginBottom: 2 },
  entry: { marginBottom: 9 },
  title: { fontSize: 11, fontWeight: 700 },
  dates: { color: accent, fontWeight: 700 },
  subtitle: { fontSize: 10, color: "#444444", marginBottom: 2 },
  line: { fontSize: 10, lineHeight: 1.45, marginLeft: 6 },
});

export const creativeTemplate = resumeTemplate(creativeDesign, oneColumn(creativeStyles));
