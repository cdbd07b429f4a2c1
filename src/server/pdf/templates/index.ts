import type { TemplateId } from "../pdf-options.ts";
import { classicTemplate } from "./classic.ts";
import { compactTemplate } from "./compact.ts";
import { creativeTemplate } from "./creative.ts";
import { executiveTemplate } from "./executive.ts";
import { minimalTemplate } from "./minimal.ts";
import { modernTemplate } from "./modern.ts";
import { sidebarTemplate } from "./sidebar.ts";
import { technicalTemplate } from "./technical.ts";
import type { Template } from "./template-kit.ts";

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
