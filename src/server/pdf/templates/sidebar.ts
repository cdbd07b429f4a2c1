import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import { renderSections, type SectionId } from "./sections.ts";
import { contactItems, h, pageSize, photoElement, type TemplateInput, watermark } from "./template-kit.ts";

// Two columns: a sidebar (skills, languages, links) beside the main column. Name and contact
// span the page above both, and the sidebar precedes the main column in the content stream, so
// name, email and phone come first in any extraction and each column reads top to bottom.
const SIDE: SectionId[] = ["skills", "languages", "links"];
const MAIN: SectionId[] = ["summary", "experience", "education", "projects", "certificates", "interests"];

export function sidebarTemplate({ doc, options, photo }: TemplateInput) {
  const { accent } = options;
  const base = {
    title: { fontSize: 10.5, fontWeight: 700 },
    dates: { color: "#555555" },
    subtitle: { fontSize: 9.5, color: "#333333", marginBottom: 2 },
    line: { fontSize: 9.5, lineHeight: 1.4, marginLeft: 4 },
    entry: { marginBottom: 8 },
  };
  const mainStyles = {
    ...base,
    heading: { fontSize: 12, fontWeight: 700, color: accent, marginTop: 10, marginBottom: 5 },
    text: { fontSize: 9.5, lineHeight: 1.4, marginBottom: 2 },
  };
  const sideStyles = {
    ...base,
    heading: { fontSize: 11, fontWeight: 700, color: accent, marginTop: 10, marginBottom: 4 },
    text: { fontSize: 9, lineHeight: 1.35, marginBottom: 2 },
    skillsAsList: true,
  };
  const contact = contactItems(doc);
  const contactStyle = { fontSize: 9.5, marginRight: 14, color: "#1a1a1a" };
  return h(
    Document,
    { title: doc.full_name || doc.name, author: doc.full_name },
    h(
      Page,
      { size: pageSize(options), style: { fontFamily: options.font, padding: 36, color: "#1a1a1a" } },
      h(
        View,
        { style: { borderBottomWidth: 2, borderBottomColor: accent, paddingBottom: 8, marginBottom: 4 } },
        h(Text, { style: { fontSize: 22, fontWeight: 700 } }, doc.full_name),
        doc.desired_role ? h(Text, { style: { fontSize: 12, color: accent } }, doc.desired_role) : null,
        h(
          View,
          { style: { flexDirection: "row", flexWrap: "wrap", marginTop: 4 } },
          ...contact.map((item, i) =>
            item.href
              ? h(Link, { key: i, src: item.href, style: contactStyle }, item.text)
              : h(Text, { key: i, style: contactStyle }, item.text),
          ),
        ),
      ),
      h(
        View,
        { style: { flexDirection: "row" } },
        h(
          View,
          { style: { width: "30%", paddingRight: 12, borderRightWidth: 0.5, borderRightColor: "#cccccc" } },
          photoElement(photo, 96, { marginTop: 10, alignSelf: "center" }),
          ...renderSections(doc, SIDE, sideStyles),
        ),
        h(View, { style: { width: "70%", paddingLeft: 14 } }, ...renderSections(doc, MAIN, mainStyles)),
      ),
      watermark(options),
    ),
  );
}
