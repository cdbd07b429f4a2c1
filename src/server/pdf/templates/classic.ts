import { Link, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { type DesignOf, designedDocument, h, resumePerson, type TemplateInput } from "./template-kit.ts";

// Classic: one column, centred name, ruled section headings in the accent colour.
export const classicDesign: DesignOf = ({ accent, font }) => ({
  page: { fontFamily: font, padding: 48, color: "#111111" },
  header: ({ name, role, contact }) =>
    h(
      View,
      { style: { alignItems: "center", marginBottom: 4 } },
      h(Text, { style: { fontSize: 22, fontWeight: 700 } }, name),
      role ? h(Text, { style: { fontSize: 12, color: accent } }, role) : null,
      h(
        Text,
        { style: { fontSize: 10, marginTop: 4 } },
        ...contact.flatMap((item, i) => [
          i > 0 ? "  |  " : "",
          item.href ? h(Link, { key: i, src: item.href, style: { color: "#111111" } }, item.text) : item.text,
        ]),
      ),
    ),
  text: { fontSize: 10.5, lineHeight: 1.45 },
});

export function classicTemplate({ doc, options }: TemplateInput) {
  const { accent } = options;
  const styles = {
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
  };
  return designedDocument({
    design: classicDesign(options),
    options,
    meta: { title: doc.full_name || doc.name, author: doc.full_name },
    person: resumePerson(doc),
    content: renderSections(doc, MAIN_ORDER, styles),
  });
}
