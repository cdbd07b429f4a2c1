import { Link, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { type DesignOf, designedDocument, h, resumePerson, type TemplateInput } from "./template-kit.ts";

// Executive: a large name over a thick accent rule, generous spacing, headings in the accent on
// a light rule. Meant for senior profiles where the summary leads.
export const executiveDesign: DesignOf = ({ accent, font }) => ({
  page: { fontFamily: font, padding: 50, color: "#161616" },
  header: ({ name, role, contact }) =>
    h(
      View,
      null,
      h(
        View,
        { style: { borderBottomWidth: 3, borderBottomColor: accent, paddingBottom: 10 } },
        h(Text, { style: { fontSize: 28, fontWeight: 700 } }, name),
        role ? h(Text, { style: { fontSize: 13, color: "#444444", marginTop: 2 } }, role) : null,
      ),
      h(
        Text,
        { style: { fontSize: 10, marginTop: 6 } },
        ...contact.flatMap((item, i) => [
          i > 0 ? "   ·   " : "",
          item.href ? h(Link, { key: i, src: item.href, style: { color: "#161616" } }, item.text) : item.text,
        ]),
      ),
    ),
  text: { fontSize: 11, lineHeight: 1.55 },
});

export function executiveTemplate({ doc, options }: TemplateInput) {
  const { accent } = options;
  const styles = {
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
  };
  return designedDocument({
    design: executiveDesign(options),
    options,
    meta: { title: doc.full_name || doc.name, author: doc.full_name },
    person: resumePerson(doc),
    content: renderSections(doc, MAIN_ORDER, styles),
  });
}
