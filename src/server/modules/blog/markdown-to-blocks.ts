import { lexer, type Token, type Tokens } from "marked";
import { type Block, type Inline, safeHref } from "../../../shared/blog.ts";

// marked only tokenizes here; its HTML renderer is never used. Each token becomes a node of
// the page's own small tree (shared/blog.ts). Raw HTML in a post is kept as visible text, a
// link with a scheme we do not allow becomes its text, and an image becomes its alt text:
// whatever a markdown file holds, the page renders only elements we chose.

export function markdownToBlocks(markdown: string): Block[] {
  const usedIds = new Map<string, number>();
  return toBlocks(lexer(markdown), usedIds);
}

function toBlocks(tokens: Token[], usedIds: Map<string, number>): Block[] {
  const blocks: Block[] = [];
  for (const token of tokens) {
    const block = toBlock(token, usedIds);
    if (block) blocks.push(block);
  }
  return blocks;
}

function toBlock(token: Token, usedIds: Map<string, number>): Block | null {
  switch (token.type) {
    case "heading": {
      const t = token as Tokens.Heading;
      // The post's title is the page's one h1, so a "#" in a post is a section (h2).
      const level = Math.min(6, Math.max(2, t.depth + (t.depth === 1 ? 1 : 0))) as 2 | 3 | 4 | 5 | 6;
      const children = toInlines(t.tokens);
      return { type: "heading", level, id: uniqueId(plainText(children), usedIds), children };
    }
    case "paragraph":
      return { type: "paragraph", children: toInlines((token as Tokens.Paragraph).tokens) };
    case "text": {
      // A tight list item's content arrives as a block-level text token.
      const t = token as Tokens.Text;
      return { type: "paragraph", children: t.tokens ? toInlines(t.tokens) : [textNode(t.text)] };
    }
    case "list": {
      const t = token as Tokens.List;
      return {
        type: "list",
        ordered: t.ordered,
        start: typeof t.start === "number" ? t.start : 1,
        items: t.items.map((item) => toBlocks(item.tokens, usedIds)),
      };
    }
    case "blockquote":
      return { type: "quote", children: toBlocks((token as Tokens.Blockquote).tokens, usedIds) };
    case "code":
      return { type: "code", text: (token as Tokens.Code).text };
    case "hr":
      return { type: "hr" };
    case "table": {
      const t = token as Tokens.Table;
      return {
        type: "table",
        header: t.header.map((cell) => toInlines(cell.tokens)),
        rows: t.rows.map((row) => row.map((cell) => toInlines(cell.tokens))),
      };
    }
    case "html":
      return { type: "paragraph", children: [textNode(token.raw.trim())] };
    default:
      // space, def (link definitions are already resolved into links) and anything unknown.
      return null;
  }
}

function toInlines(tokens: Token[] | undefined): Inline[] {
  const inlines: Inline[] = [];
  for (const token of tokens ?? []) inlines.push(...toInline(token));
  return mergeText(inlines);
}

function toInline(token: Token): Inline[] {
  switch (token.type) {
    case "text": {
      const t = token as Tokens.Text;
      return t.tokens ? toInlines(t.tokens) : [textNode(decodeEntities(t.text))];
    }
    case "escape":
      return [textNode(decodeEntities((token as Tokens.Escape).text))];
    case "strong":
    case "em":
    case "del":
      return [{ type: token.type, children: toInlines((token as Tokens.Strong).tokens) }];
    case "codespan":
      return [{ type: "code", text: decodeEntities((token as Tokens.Codespan).text) }];
    case "br":
      return [{ type: "br" }];
    case "link": {
      const t = token as Tokens.Link;
      const children = toInlines(t.tokens);
      const href = safeHref(t.href);
      return href ? [{ type: "link", href, children }] : children;
    }
    case "image":
      return [textNode((token as Tokens.Image).text)];
    case "html":
      return [textNode(token.raw)];
    default:
      return token.raw ? [textNode(token.raw)] : [];
  }
}

const textNode = (text: string): Inline => ({ type: "text", text });

function mergeText(inlines: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const inline of inlines) {
    const last = merged.at(-1);
    if (inline.type === "text" && last?.type === "text") last.text += inline.text;
    else merged.push(inline);
  }
  return merged;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** The lexer leaves character references as written; the page shows text, so decode them. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function plainText(inlines: Inline[]): string {
  return inlines
    .map((inline) => {
      if (inline.type === "text" || inline.type === "code") return inline.text;
      if (inline.type === "br") return " ";
      return plainText(inline.children);
    })
    .join("");
}

/** A heading's anchor: its words in kebab-case, numbered when two headings share them. */
function uniqueId(text: string, usedIds: Map<string, number>): string {
  const base =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "") // the accents NFKD split off: "ç" -> "c"
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section";
  const seen = usedIds.get(base) ?? 0;
  usedIds.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}
