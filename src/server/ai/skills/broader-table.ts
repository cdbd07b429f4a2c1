// The broader-terms tables (broader-*.ts) are written one relation a row, "broader: narrower,
// narrower, …", so each reads as a table instead of a column of one-word lines.

export type BroaderTable = Readonly<Record<string, readonly string[]>>;

/**
 * The relations of `rows`, in their order. A key written twice, or a row without a key or a
 * narrower term, is a mistake in the table: it throws when the module loads, as the object
 * literal it replaces failed to compile.
 */
export function broaderTable(rows: readonly string[]): BroaderTable {
  const table: Record<string, readonly string[]> = {};
  for (const row of rows) {
    const colon = row.indexOf(": ");
    const key = row.slice(0, colon);
    const narrower = row.slice(colon + 2).split(", ");
    if (colon <= 0 || narrower.some((term) => !term)) throw new Error(`Malformed broader-terms row: ${row}`);
    if (Object.hasOwn(table, key)) throw new Error(`Broader term defined twice: ${key}`);
    table[key] = narrower;
  }
  return table;
}
