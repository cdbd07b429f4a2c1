import type { TemplateId } from "../../../shared/contracts/pdf.ts";
import { type DesignId, type DesignSummary, designs } from "../../../shared/designs.ts";

// The designs' names for GET /api/pdf/templates, from src/shared/designs.ts (the landing page
// lists the same). Kept apart from the render functions so the server's own thread never loads
// react-pdf: only the pool workers do (index.ts). The types make both lists name the same
// designs: a printable design without a summary, or a summary without a design, fails tsc.
const sameDesigns: [DesignId, TemplateId] extends [TemplateId, DesignId] ? true : never = true;
void sameDesigns;

export const templateCatalogue: Record<TemplateId, DesignSummary> = designs;
