import { Link, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { type DesignOf, designedDocument, h, resumePerson, type TemplateInput } from "./template-kit.ts";

// Minimal: black text and white space; the accent only on the name. Nothing for a parser to trip on.
export const minimalDesign: DesignOf = ({ accent, font }) => ({
  page: { fontFamily: font, padding: 56, color: "#111111" },
  header: ({ name, role, contact }) =>
    h(
      View,
      null,
      h(Text, { style: { fontSize: 20, color: accent } }, name),
      role ? h(Text, { style: { fontSize: 11, marginTop: 2 } }, role) : null,
      h(
        View,
        { style: { marginTop: 6 } },
        ...contact.map((item, i) =>
          item.href
            ? h(Link, { key: i, src: item.href, style: { fontSize: 9.5, color: "#111111" } }, item.text)
            : h(Text, { key: i, style: { fontSize: 9.5 } }, item.text),
        ),
      ),
    ),
  text: { fontSize: 10.5, lineHeight: 1.55 },
});

export function minimalTemplate({ doc, options }: TemplateInput) {
  const styles = {
    heading: { fontSize: 11, fontWeight: 700, marginTop: 14, marginBottom: 5 },
    text: { fontSize: 10, lineHeight: 1.5, marginBottom: 2 },
    entry: { marginBottom: 8 },
    title: { fontSize: 10.5, fontWeight: 700 },
    dates: { color: "#555555" },
    subtitle: { fontSize: 10, color: "#555555", marginBottom: 2 },
    line: { fontSize: 10, lineHeight: 1.5 },
  };
  return designedDocument({
    design: minimalDesign(options),
    options,
    meta: { title: doc.full_name || doc.name, author: doc.full_name },
    person: resumePerson(doc),
    content: renderSections(doc, MAIN_ORDER, styles),
  });
}
