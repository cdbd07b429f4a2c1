import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { contactItems, h, pageSize, type TemplateInput, watermark } from "./template-kit.ts";

// Classic: one column, centred name, ruled section headings in the accent colour.
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
  const contact = contactItems(doc);
  return h(
    Document,
    { title: doc.full_name || doc.name, author: doc.full_name },
    h(
      Page,
      {
        size: pageSize(options),
        style: { fontFamily: options.font, padding: 48, color: "#111111" },
      },
      h(
        View,
        { style: { alignItems: "center", marginBottom: 4 } },
        h(Text, { style: { fontSize: 22, fontWeight: 700 } }, doc.full_name),
        doc.desired_role ? h(Text, { style: { fontSize: 12, color: accent } }, doc.desired_role) : null,
        h(
          Text,
          { style: { fontSize: 10, marginTop: 4 } },
          ...contact.flatMap((item, i) => [
            i > 0 ? "  |  " : "",
            item.href
              ? h(Link, { key: i, src: item.href, style: { color: "#111111" } }, item.text)
              : item.text,
          ]),
        ),
      ),
      ...renderSections(doc, MAIN_ORDER, styles),
      watermark(options),
    ),
  );
}
