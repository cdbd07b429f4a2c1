import { cloneElement, isValidElement, type ReactNode } from "react";
import { designMetrics } from "../../../shared/design-metrics.ts";
import { READABLE_FLOORS, type ResumeLayout } from "../../../shared/resume-layout.ts";
import type { RenderOptions } from "../pdf-options.ts";

// A resume's layout (shared/resume-layout.ts) applied to whatever a design drew: the designs keep
// their own sizes and spacing, and one pass over the element tree scales them. Doing it here
// rather than in each design means every design, present and future, honours every setting.

type Style = Record<string, unknown>;

/** The page margin in points: the user's, else the design's own (shared/design-metrics.ts). */
export function marginOf(options: RenderOptions): number {
  const inches = options.layout?.margins;
  return inches != null ? Math.round(inches * 72 * 10) / 10 : designMetrics[options.template].marginPt;
}

/** What one style becomes; `content` is false for the header (its spacing is the design's frame). */
function styleMapper(layout: ResumeLayout, content: boolean): (style: Style) => Style {
  const scale = (layout.fontScale ?? 100) / 100;
  const spacing = (layout.spacing ?? 100) / 100;
  return (style) => {
    const next = { ...style };
    if (typeof next.fontSize === "number" && scale !== 1) {
      const size = next.fontSize;
      // Smaller type never goes below the readable floor (or the design's own size, if smaller).
      next.fontSize =
        scale < 1 ? Math.max(size * scale, Math.min(size, READABLE_FLOORS.bodyPt)) : size * scale;
    }
    if (!content) return next;
    if (typeof next.lineHeight === "number" && layout.lineHeight !== null)
      next.lineHeight = layout.lineHeight;
    for (const side of ["marginTop", "marginBottom"] as const) {
      const value = next[side];
      if (typeof value === "number" && value > 0) next[side] = value * spacing;
    }
    return next;
  };
}

function mapStyle(style: unknown, map: (style: Style) => Style): unknown {
  if (Array.isArray(style)) return style.map((part) => mapStyle(part, map));
  if (style && typeof style === "object") return map(style as Style);
  return style;
}

function mapTree(node: ReactNode, map: (style: Style) => Style): ReactNode {
  if (Array.isArray(node)) return node.map((child) => mapTree(child, map));
  if (!isValidElement(node)) return node;
  const props = node.props as { style?: unknown; children?: ReactNode };
  const changes: Record<string, unknown> = {};
  if (props.style !== undefined) changes.style = mapStyle(props.style, map);
  // Several children go back as separate arguments, as the design passed them: handed over as
  // one array, React would ask each of them for a key.
  if (Array.isArray(props.children)) {
    return cloneElement(node, changes, ...props.children.map((child) => mapTree(child, map)));
  }
  if (props.children !== undefined) changes.children = mapTree(props.children, map);
  return cloneElement(node, changes);
}

/** `node` (a header, or the sections below it) with the layout's type size, line height and spacing. */
export function withLayout<T extends ReactNode>(
  node: T,
  options: RenderOptions,
  part: "header" | "content",
): T {
  const layout = options.layout;
  if (!layout) return node;
  return mapTree(node, styleMapper(layout, part === "content")) as T;
}
