import { Link, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { type DesignOf, designedDocument, h, resumePerson, type TemplateInput } from "./template-kit.ts";

// Compact: small type and tight spacing so a long career fits on fewer pages.
export const compactDesign: DesignOf = ({ accent, font }) => ({
  page: { fontFamily: font, padding: 30, color: "#111111" },
  header: ({ name, role, contact }) =>
    h(
      View,
      { style: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" } },
      // Both columns start from no width and share the row (flex basis 0): with a basis of
      // their text's width, a long role and a long contact (a letter's links) overran the row,
      // and react-pdf printed the role under the contact and the contact past the margin.
      h(
        View,
        { style: { flexGrow: 3, flexShrink: 1, flexBasis: 0 } },
        h(Text, { style: { fontSize: 16, fontWeight: 700, color: accent } }, name),
        role ? h(Text, { style: { fontSize: 10 } }, role) : null,
      ),
      h(
        View,
        { style: { flexGrow: 2, flexShrink: 1, flexBasis: 0, alignItems: "flex-end", marginLeft: 12 } },
        ...contact.map((item, i) =>
          item.href
            ? h(
                Link,
                { key: i, src: item.href, style: { fontSize: 8.5, color: "#111111", textAlign: "right" } },
                item.text,
              )
            : h(Text, { key: i, style: { fontSize: 8.5, textAlign: "right" } }, item.text),
        ),
      ),
    ),
  text: { fontSize: 9.5, lineHeight: 1.4 },
});

export function compactTemplate({ doc, options }: TemplateInput) {
  const { accent } = options;
  const styles = {
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
  };
  return designedDocument({
    design: compactDesign(options),
    options,
    meta: { title: doc.full_name || doc.name, author: doc.full_name },
    person: resumePerson(doc),
    content: renderSections(doc, MAIN_ORDER, styles),
  });
}
