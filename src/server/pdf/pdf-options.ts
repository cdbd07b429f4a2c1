import type { PageSize, PdfProps, TemplateId } from "../../shared/contracts/pdf.ts";
import { printPageSize } from "../../shared/page-size.ts";
import { isDefaultLayout, type ResumeLayout } from "../../shared/resume-layout.ts";

// What a caller may choose about a printed resume is the API's (shared/contracts/pdf.ts); here,
// what a render makes of it.

/** Everything a render depends on besides the document: part of the cache key. */
export interface RenderOptions {
  template: TemplateId;
  accent: string;
  font: string;
  pageSize: PageSize;
  /** Prints "Preview" across every page (unpaid users' previews). */
  watermark: boolean;
  /** The resume's section order, visibility, margins, spacing and type (absent = the design's own). */
  layout?: ResumeLayout;
}

const defaultAccent: Record<TemplateId, string> = {
  classic: "#1f3a5f",
  modern: "#1f6feb",
  compact: "#0f766e",
  sidebar: "#334155",
  minimal: "#111111",
  executive: "#7a1f2b",
  technical: "#0b5394",
  creative: "#c2410c",
};
const defaultFont: Record<TemplateId, string> = {
  classic: "dejavu-serif",
  modern: "dejavu-sans",
  compact: "dejavu-sans",
  sidebar: "dejavu-sans",
  minimal: "dejavu-sans",
  executive: "dejavu-serif",
  technical: "dejavu-sans",
  creative: "roboto",
};

/**
 * The chosen props with each template's defaults filled in. The page size is the one asked for,
 * else the layout's, else the one the resume's `address` uses (Letter in the US and Canada; A4
 * for a letter or a resume without an address: shared/page-size.ts).
 */
export function resolveOptions(
  template: TemplateId,
  props: PdfProps,
  watermark: boolean,
  layout?: ResumeLayout,
  address = "",
): RenderOptions {
  return {
    template,
    accent: (props.accent ?? defaultAccent[template]).toLowerCase(),
    font: props.font ?? defaultFont[template],
    pageSize: printPageSize(props.pageSize, layout?.pageSize, address),
    watermark,
    // Left out when it changes nothing, so a default layout shares the cache with no layout.
    ...(layout && !isDefaultLayout(layout) ? { layout } : {}),
  };
}
