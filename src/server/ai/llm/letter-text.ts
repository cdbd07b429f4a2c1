import { withoutThinking } from "../prompts/untrusted-text.ts";

// The letter must be plain paragraphs (writer.ts): models still like markdown, code fences and
// a friendly line before the letter, so those go before the text is validated.

export function letterText(answer: string): string {
  let text = withoutThinking(answer).replace(/\r\n?/g, "\n");
  const fenced = /```[a-z]*\n([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) text = fenced[1];
  text = text.replace(/^\s*(here is|here's|below is)[^\n]*:\s*\n/i, "");
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, "")
        .replace(/\*\*(.+?)\*\*|__(.+?)__/g, "$1$2")
        .trimEnd(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Keeps the first copy of each item (ignoring case and spacing), at most `limit` of them. */
export function distinct(items: string[], limit: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const key = item.replace(/\s+/g, " ").trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(item.trim());
    if (result.length === limit) break;
  }
  return result;
}
