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

// Modern: a full-width header band in the accent colour, white name; accent headings below.
// The page keeps a top margin for pages 2 on; the band pulls itself up into it on page 1.
const TOP = 40;
export const modernDesign: DesignOf = ({ accent, font }) => ({
  page: { fontFamily: font, paddingTop: TOP, paddingBottom: 40, color: "#1a1a1a" },
  header: ({ name, role, contact }, photo) =>
    h(
      View,
      {
        style: {
          marginTop: -TOP,
          backgroundColor: accent,
          color: "#ffffff",
          paddingHorizontal: 40,
          paddingVertical: 24,
          flexDirection: "row",
          alignItems: "center",
        },
      },
      h(
        View,
        { style: { flexGrow: 1, flexShrink: 1 } },
        h(Text, { style: { fontSize: 24, fontWeight: 700 } }, name),
        role ? h(Text, { style: { fontSize: 13, marginTop: 2 } }, role) : null,
        ...contact.map((item, i) =>
          item.href
            ? h(
                Link,
                { key: i, src: item.href, style: { color: "#ffffff", fontSize: 10, marginTop: 3 } },
                item.text,
              )
            : h(Text, { key: i, style: { fontSize: 10, marginTop: 3 } }, item.text),
        ),
      ),
      photoElement(photo, 72, { marginLeft: 16 }),
    ),
  body: { paddingHorizontal: 40 },
  text: { fontSize: 10.5, lineHeight: 1.5 },
});

export function modernTemplate({ doc, options, photo }: TemplateInput) {
  const { accent } = options;
  const styles = {
    heading: { fontSize: 13, fontWeight: 700, color: accent, marginTop: 14, marginBottom: 6 },
    text: { fontSize: 10, lineHeight: 1.45, marginBottom: 2 },
    entry: { marginBottom: 9, paddingLeft: 8, borderLeftWidth: 2, borderLeftColor: accent },
    title: { fontSize: 11, fontWeight: 700 },
    dates: { color: accent },
    subtitle: { fontSize: 10, color: "#444444", marginBottom: 2 },
    line: { fontSize: 10, lineHeight: 1.45 },
  };
  return designedDocument({
    design: modernDesign(options),
    options,
    meta: { title: doc.full_name || doc.name, author: doc.full_name },
    person: resumePerson(doc),
    photo,
    content: renderSections(doc, MAIN_ORDER, styles),
  });
}
