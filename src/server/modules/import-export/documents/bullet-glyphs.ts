import { isOnlyDates } from "./read-dates.ts";

// The marks people and word processors put before list items: typographic bullets, dashes,
// arrows, check marks, diamonds (RenderCV's 'ember', Word's Wingdings diamond), and the private-use glyphs of Word's Symbol and Wingdings fonts. A dash
// before a date ("– Present") is the end of a date range the layout wrapped, not a list item.

const GLYPHS = new Set([..."•●○◦▪▫■□◆◇♦❖‣⁃∙·►▸▹➢➤→✓✔*-–—"]);
const isGlyph = (char: string) => GLYPHS.has(char) || (char >= "\uF000" && char <= "\uF0FF");

/** The text is one bullet mark and nothing else. */
export const isBulletMark = (text: string) => [...text.trim()].length === 1 && isGlyph(text.trim());

/**
 * Takes a leading bullet mark off the first of a line's parts, in place: the part that is only
 * a mark, or a mark followed by a space. Says whether there was one.
 */
export function stripBullet(parts: string[]): boolean {
  const first = parts[0];
  if (first === undefined) return false;
  const char = [...first][0] ?? "";
  if (!isGlyph(char)) return false;
  const rest = first.slice(char.length);
  if (!rest.trim()) {
    if (parts.length < 2 || ("-–—".includes(char) && isOnlyDates(parts[1] ?? ""))) return false;
    parts.shift();
    return true;
  }
  if (!/^\s/.test(rest)) return false;
  if ("-–—".includes(char) && isOnlyDates(rest)) return false;
  parts[0] = rest.trim();
  return true;
}
