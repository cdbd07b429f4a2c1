import type { TemplateId } from "../../../shared/contracts/pdf.ts";
import { classicDesign, classicTemplate } from "./classic.ts";
import { compactDesign, compactTemplate } from "./compact.ts";
import { creativeDesign, creativeTemplate } from "./creative.ts";
import { executiveDesign, executiveTemplate } from "./executive.ts";
import { minimalDesign, minimalTemplate } from "./minimal.ts";
import { modernDesign, modernTemplate } from "./modern.ts";
import { sidebarDesign, sidebarTemplate } from "./sidebar.ts";
import { technicalDesign, technicalTemplate } from "./technical.ts";
import type { DesignOf, Template } from "./template-kit.ts";

// The render function of each design; loaded by the pool workers (render-document.ts).
export const templates: Record<TemplateId, Template> = {
  classic: classicTemplate,
  modern: modernTemplate,
  compact: compactTemplate,
  sidebar: sidebarTemplate,
  minimal: minimalTemplate,
  executive: executiveTemplate,
  technical: technicalTemplate,
  creative: creativeTemplate,
};

/** Each design's page and header, which its cover letter shares (letter.ts). */
export const designs: Record<TemplateId, DesignOf> = {
  classic: classicDesign,
  modern: modernDesign,
  compact: compactDesign,
  sidebar: sidebarDesign,
  minimal: minimalDesign,
  executive: executiveDesign,
  technical: technicalDesign,
  creative: creativeDesign,
};
