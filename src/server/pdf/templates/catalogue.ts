import type { TemplateId } from "../pdf-options.ts";

// The designs' names for GET /api/pdf/templates. Kept apart from the render functions so the
// server's own thread never loads react-pdf: only the pool workers do (index.ts).
export const templateCatalogue: Record<TemplateId, { name: string; description: string }> = {
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
};
