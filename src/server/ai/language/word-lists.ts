// Lists in generated sentences. "Epic, test scripts and go-live support" reads as three things;
// when one item has its own "and" ("Joint Commission and CMS requirements"), a serial comma keeps
// the items apart.

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  const serial = items.some((item) => / and | & /.test(item)) ? "," : "";
  return `${items.slice(0, -1).join(", ")}${serial} and ${items.at(-1)}`;
}
