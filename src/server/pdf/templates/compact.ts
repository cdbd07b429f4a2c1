import { View } from "@react-pdf/renderer";
import type { RenderOptions } from "../pdf-options.ts";
import { marginOf } from "./layout-kit.ts";
import { oneColumn, type SectionStyles } from "./sections.ts";
import {
  contactBlocks,
  type DesignOf,
  h,
  nameAndRole,
  resumeTemplate,
  splitContacts,
} from "./template-kit.ts";

// Compact: small type and tight spacing so a long career fits on fewer pages.
export const compactDesign: DesignOf = (options) => ({
  page: { fontFamily: options.font, padding: marginOf(options), color: "#111111" },
  header: (person) => {
    const { short, long } = splitContacts(person.contact);
    const contactStyle = { fontSize: 8.5, textAlign: "right" } as const;
    const linkStyle = { ...contactStyle, color: "#111111" };
    return h(
      View,
      null,
      h(
        View,
        { style: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" } },
        // Both columns start from no width and share the row (flex basis 0): with a basis of
        // their text's width, a long role and a long contact (a letter's links) overran the row,
        // and react-pdf printed the role under the contact and the contact past the margin.
        h(
          View,
          { style: { flexGrow: 3, flexShrink: 1, flexBasis: 0 } },
          ...nameAndRole(person, { fontSize: 16, fontWeight: 700, color: options.accent }, { fontSize: 10 }),
        ),
        h(
          View,
          { style: { flexGrow: 2, flexShrink: 1, flexBasis: 0, alignItems: "flex-end", marginLeft: 12 } },
          ...contactBlocks(short, contactStyle, linkStyle),
        ),
      ),
      // A long contact (a profile URL) is wider than the contact column: it takes the full width.
      ...(long.length
        ? [h(View, { style: { alignItems: "flex-end" } }, ...contactBlocks(long, contactStyle, linkStyle))]
        : []),
    );
  },
  text: { fontSize: 9.5, lineHeight: 1.4 },
});

const compactStyles = ({ accent }: RenderOptions): SectionStyles => ({
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
});

export const compactTemplate = resumeTemplate(compactDesign, oneColumn(compactStyles));
