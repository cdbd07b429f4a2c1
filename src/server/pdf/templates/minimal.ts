import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import { MAIN_ORDER, renderSections } from "./sections.ts";
import { contactItems, h, pageSize, type TemplateInput, watermark } from "./template-kit.ts";

// Minimal: black text and white space; the accent only on the name. Nothing for a parser to trip on.
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
  const contact = contactItems(doc);
  return h(
    Document,
    { title: doc.full_name || doc.name, author: doc.full_name },
    h(
      Page,
      { size: pageSize(options), style: { fontFamily: options.font, padding: 56, color: "#111111" } },
      h(Text, { style: { fontSize: 20, color: options.accent } }, doc.full_name),
      doc.desired_role ? h(Text, { style: { fontSize: 11, marginTop: 2 } }, doc.desired_role) : null,
      h(
        View,
        { style: { marginTop: 6 } },
        ...contact.map((item, i) =>
          item.href
            ? h(Link, { key: i, src: item.href, style: { fontSize: 9.5, color: "#111111" } }, item.text)
            : h(Text, { key: i, style: { fontSize: 9.5 } }, item.text),
        ),
      ),
      ...renderSections(doc, MAIN_ORDER, styles),
      watermark(options),
    ),
  );
}
