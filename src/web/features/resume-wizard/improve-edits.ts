// Putting an accepted suggestion into a field, and taking it out again (Undo). Pure string
// steps, unit-tested: the field may have changed since the suggestions came (the user typed,
// or accepted another line), so a line is found where it was, else by its text.

export interface Span {
  start: number;
  end: number;
}

/** Where `text` is in `field` now: at `near` when still there, else its first occurrence. */
function locate(field: string, text: string, near: number): Span | null {
  if (field.slice(near, near + text.length) === text) return { start: near, end: near + text.length };
  const at = field.indexOf(text);
  return at < 0 ? null : { start: at, end: at + text.length };
}

/**
 * `field` with `oldText` (found near `near`) replaced by `newText`. A suggestion of two lines
 * (a split bullet) gets the line's own bullet marker ("- ") on its second line too.
 */
export function replaceLine(
  field: string,
  oldText: string,
  newText: string,
  near: number,
): { field: string; span: Span } | null {
  const found = locate(field, oldText, near);
  if (!found) return null;
  const lineStart = field.lastIndexOf("\n", found.start - 1) + 1;
  const marker = field.slice(lineStart, found.start);
  const inserted = newText.split("\n").join(`\n${marker}`);
  return {
    field: field.slice(0, found.start) + inserted + field.slice(found.end),
    span: { start: found.start, end: found.start + inserted.length },
  };
}
