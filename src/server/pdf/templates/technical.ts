import { View } from "@react-pdf/renderer";
import { marginOf } from "./layout-kit.ts";
import { renderSections, type SectionId } from "./sections.ts";
import { contactLine, type DesignOf, h, nameAndRole, resumeTemplate } from "./template-kit.ts";

// Technical: dense type, skills first as one keyword paragraph (what a technical reader and an
// ATS keyword match look for), then experience; projects get larger accent titles and a bold
// technologies line so they stand out (a left rule would also enclose the section heading, which
// rides in the first entry's unbreakable block). Projects stay after education: every design
// keeps the one section order the text-extraction test checks (Summary, Experience, Education,
// Projects, Certificates).
// A user's own order (the Layout panel) replaces this one; projects keep their styles wherever they go.
const TECHNICAL_ORDER: SectionId[] = [
  "skills",
  "summary",
  "experience",
  "education",
  "projects",
  "certificates",
  "licenses",
  "languages",
  "links",
  "interests",
  "extras",
];

export const technicalDesign: DesignOf = (options) => {
  const { accent, font } = options;
  const contactStyle = { fontSize: 9, color: "#222222" };
  return {
    page: { fontFamily: font, padding: marginOf(options), color: "#111111" },
    header: (person) =>
      h(
        View,
        { style: { borderBottomWidth: 2.5, borderBottomColor: accent, paddingBottom: 5, marginBottom: 2 } },
        ...nameAndRole(
          person,
          { fontSize: 18, fontWeight: 700 },
          { fontSize: 10.5, color: accent, marginTop: 1 },
        ),
        contactLine(person.contact, "  |  ", { marginTop: 3, ...contactStyle }, contactStyle),
      ),
    text: { fontSize: 10, lineHeight: 1.45 },
  };
};

export const technicalTemplate = resumeTemplate(technicalDesign, ({ outline, options }) => {
  const { accent } = options;
  const styles = {
    heading: {
      fontSize: 10.5,
      fontWeight: 700,
      color: accent,
      borderBottomWidth: 1.5,
      borderBottomColor: accent,
      paddingBottom: 1,
      marginTop: 9,
      marginBottom: 4,
    },
    text: { fontSize: 9, lineHeight: 1.35, marginBottom: 1 },
    entry: { marginBottom: 5 },
    title: { fontSize: 9.5, fontWeight: 700 },
    dates: { color: "#555555" },
    subtitle: { fontSize: 9, color: "#333333", marginBottom: 1 },
    line: { fontSize: 9, lineHeight: 1.35, marginLeft: 5 },
  };
  const projectStyles = {
    ...styles,
    entry: { marginBottom: 6 },
    title: { fontSize: 10.5, fontWeight: 700, color: accent },
    subtitle: { fontSize: 9, fontWeight: 700, color: "#222222", marginBottom: 1 },
  };
  return renderSections(outline, TECHNICAL_ORDER, (part) =>
    part.id === "projects" ? projectStyles : styles,
  );
});
