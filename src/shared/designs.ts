// The resume designs as people see them: each design's name and a one-line description. The
// landing page lists them and the server's GET /api/pdf/templates answers them
// (server/pdf/templates/catalogue.ts checks that every printable design has an entry here).

export interface DesignSummary {
  name: string;
  description: string;
}

export const designs = {
  classic: { name: "Classic", description: "One column, centred name, ruled section headings." },
  modern: { name: "Modern", description: "A coloured header band with the name and contact details." },
  compact: { name: "Compact", description: "Small type and tight spacing for long careers." },
  sidebar: {
    name: "Sidebar",
    description: "Two columns: skills, languages and links beside the experience.",
  },
  minimal: { name: "Minimal", description: "Black text, white space, the accent only on the name." },
  executive: {
    name: "Executive",
    description: "A large name over a bold rule, generous spacing for senior profiles.",
  },
  technical: {
    name: "Technical",
    description: "Skills first as a keyword block, dense type, projects marked by accent rules.",
  },
  creative: {
    name: "Creative",
    description: "A coloured rule down the left edge, a large accent name and accent-marked headings.",
  },
} as const satisfies Record<string, DesignSummary>;

export type DesignId = keyof typeof designs;
