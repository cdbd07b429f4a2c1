import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { contactItems, h, pageSize, photoElement, type TemplateInput, watermark } from "./template-kit.ts";

// Modern: a full-width header band in the accent colour, white name; accent headings below.
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
  const contact = contactItems(doc);
  return h(
    Document,
    { title: doc.full_name || doc.name, author: doc.full_name },
    h(
      Page,
      {
        size: pageSize(options),
        style: { fontFamily: options.font, paddingBottom: 40, color: "#1a1a1a" },
      },
      h(
        View,
        {
          style: {
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
          h(Text, { style: { fontSize: 24, fontWeight: 700 } }, doc.full_name),
          doc.desired_role ? h(Text, { style: { fontSize: 13, marginTop: 2 } }, doc.desired_role) : null,
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
      h(View, { style: { paddingHorizontal: 40 } }, ...renderSections(doc, MAIN_ORDER, styles)),
      watermark(options),
    ),
  );
}
