import type { PdfCatalog, PdfProps } from "../../lib/resume-api";

// What the user picked on the design page, and its memory per resume in local storage. A stored
// choice is checked against today's catalog: a template or font no longer offered (or a value
// edited by hand) falls back to its default instead of making every preview a 400. The page
// size is not a design choice: it is the resume's layout's (Layout panel), by its address unless
// the user picks one, so the Word file prints on it too (decision 034). A page size stored here
// by an earlier version is ignored.

export interface DesignChoice {
  template: string;
  /** "#rrggbb", or null for the template's own colour. */
  accent: string | null;
  /** A font id of the catalog, or null for the template's own font. */
  font: string | null;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

export const designStorageKey = (resumeId: number) => `resumeDesign:${resumeId}`;

export function defaultChoice(catalog: PdfCatalog): DesignChoice {
  return {
    template: catalog.defaultTemplate,
    accent: null,
    font: null,
  };
}

/** Anything the catalog does not offer takes the default; colours are kept as lower-case hex. */
export function normalizeChoice(raw: unknown, catalog: PdfCatalog): DesignChoice {
  const fallback = defaultChoice(catalog);
  if (!raw || typeof raw !== "object") return fallback;
  const value = raw as Record<string, unknown>;
  const accent = typeof value.accent === "string" ? value.accent.toLowerCase() : null;
  return {
    template: catalog.templates.some((t) => t.id === value.template)
      ? (value.template as string)
      : fallback.template,
    accent: accent && HEX_COLOUR.test(accent) ? accent : null,
    font: catalog.fonts.some((f) => f.id === value.font) ? (value.font as string) : null,
  };
}

/** The server's `props`: only what the user chose, so the template decides the rest. */
export function toProps(choice: DesignChoice): PdfProps {
  const props: PdfProps = {};
  if (choice.accent) props.accent = choice.accent;
  if (choice.font) props.font = choice.font;
  return props;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** Storage may be blocked (private mode, policy): then the page simply starts from the defaults. */
function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredChoice(
  resumeId: number,
  catalog: PdfCatalog,
  storage: KeyValueStorage | undefined = browserStorage(),
): DesignChoice {
  try {
    const text = storage?.getItem(designStorageKey(resumeId));
    return normalizeChoice(text ? JSON.parse(text) : undefined, catalog);
  } catch {
    return defaultChoice(catalog);
  }
}

export function storeChoice(
  resumeId: number,
  choice: DesignChoice,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(designStorageKey(resumeId), JSON.stringify(choice));
  } catch {
    // Full or blocked: the choice is simply not remembered.
  }
}
