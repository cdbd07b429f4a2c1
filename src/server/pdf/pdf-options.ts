import { z } from "zod";
import { fontIds } from "./fonts.ts";

// What a caller may choose about a printed resume (docs/api.md "Designs and PDF").

export const templateIds = [
  "classic",
  "modern",
  "compact",
  "sidebar",
  "minimal",
  "executive",
  "technical",
  "creative",
] as const;
export type TemplateId = (typeof templateIds)[number];
export const DEFAULT_TEMPLATE: TemplateId = "classic";
export const pageSizes = ["A4", "Letter"] as const;
export type PageSize = (typeof pageSizes)[number];

export const pdfProps = z.strictObject({
  accent: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "props.accent must be a colour like #1f6feb.")
    .optional(),
  font: z.enum(fontIds, `props.font must be one of: ${fontIds.join(", ")}.`).optional(),
  pageSize: z.enum(pageSizes, "props.pageSize must be A4 or Letter.").optional(),
});
export type PdfProps = z.infer<typeof pdfProps>;

/** Everything a render depends on besides the document: part of the cache key. */
export interface RenderOptions {
  template: TemplateId;
  accent: string;
  font: string;
  pageSize: PageSize;
  /** Prints "Preview" across every page (unpaid users' previews). */
  watermark: boolean;
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

/** The chosen props with each template's defaults filled in. */
export function resolveOptions(template: TemplateId, props: PdfProps, watermark: boolean): RenderOptions {
  return {
    template,
    accent: (props.accent ?? defaultAccent[template]).toLowerCase(),
    font: props.font ?? defaultFont[template],
    pageSize: props.pageSize ?? "A4",
    watermark,
  };
}
