import { Link, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import {
  type DesignOf,
  designedDocument,
  h,
  photoElement,
  resumePerson,
  type TemplateInput,
} from "./template-kit.ts";

// Creative: a solid accent rule down the left edge of every page, a large accent name and
// headings marked by an accent bar. Still ATS-safe: the rule is a drawn box with no text (an
// initials badge was left out: its letters would be read before the name as a word of their
// own), one column, standard headings, no letter-spacing.
export const creativeDesign: DesignOf = ({ accent, font }) => {
  const contactStyle = { fontSize: 10, color: "#333333", marginRight: 14 };
  return {
    page: { fontFamily: font, paddingVertical: 40, paddingLeft: 58, paddingRight: 44 },
    // The rule: fixed, so it repeats on every page.
    decoration: h(View, {
      fixed: true,
      style: { position: "absolute", top: 0, bottom: 0, left: 0, width: 18, backgroundColor: accent },
    }),
    header: ({ name, role, contact }, photo) =>
      h(
        View,
        { style: { flexDirection: "row", alignItems: "center", marginBottom: 4 } },
        h(
          View,
          { style: { flexGrow: 1, flexShrink: 1 } },
          h(Text, { style: { fontSize: 28, fontWeight: 700, color: accent } }, name),
          role ? h(Text, { style: { fontSize: 13, color: "#222222", marginTop: 2 } }, role) : null,
          h(
            View,
            { style: { flexDirection: "row", flexWrap: "wrap", marginTop: 6 } },
            ...contact.map((item, i) =>
              item.href
                ? h(Link, { key: i, src: item.href, style: contactStyle }, item.text)
                : h(Text, { key: i, style: contactStyle }, item.text),
            ),
          ),
        ),
        photoElement(photo, 76, { marginLeft: 16, borderWidth: 3, borderColor: accent }),
      ),
    text: { fontSize: 10.5, lineHeight: 1.5 },
  };
};

export function creativeTemplate({ doc, options, photo }: TemplateInput) {
  const { accent } = options;
  const styles = {
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
  };
  return designedDocument({
    design: creativeDesign(options),
    options,
    meta: { title: doc.full_name || doc.name, author: doc.full_name },
    person: resumePerson(doc),
    photo,
    content: renderSections(doc, MAIN_ORDER, styles),
  });
}
