import { parse } from "csv-parse/sync";
import { AppError } from "../../../lib/app-error.ts";
import { baseName, listZip, readZipEntries } from "./zip-archive.ts";

// The CSV files of a LinkedIn data export ("Get a copy of your data") that a resume needs,
// found by base name anywhere in the ZIP, case-insensitive. Only those are unpacked: the
// export also holds messages.csv and the like, which can be large and are none of our business.

/** Each table we read, with the column that starts its header row. */
const TABLES = {
  profile: { file: "Profile.csv", key: "first name" },
  emails: { file: "Email Addresses.csv", key: "email address" },
  phones: { file: "PhoneNumbers.csv", key: "number" },
  positions: { file: "Positions.csv", key: "company name" },
  education: { file: "Education.csv", key: "school name" },
  skills: { file: "Skills.csv", key: "name" },
  certifications: { file: "Certifications.csv", key: "name" },
  languages: { file: "Languages.csv", key: "name" },
  projects: { file: "Projects.csv", key: "title" },
  honors: { file: "Honors.csv", key: "title" },
  publications: { file: "Publications.csv", key: "name" },
  volunteering: { file: "Volunteering.csv", key: "company name" },
} as const;

export type TableName = keyof typeof TABLES;

/** A CSV row by lower-cased column name: row["started on"]. */
export type CsvRow = Record<string, string>;

export interface CsvTable {
  file: string;
  /** The header row as written, for the readable rendering. */
  columns: string[];
  rows: CsvRow[];
}

/** A real export's CSVs are a few KB each; 8 MB of them read in ~2 s in a 256 MB worker heap. */
const LIMITS = { entryBytes: 4 * 1024 * 1024, totalBytes: 8 * 1024 * 1024, what: "LinkedIn export" };
/** One CSV record at most this long (a Summary or Description is a few thousand characters). */
const MAX_RECORD_CHARS = 256 * 1024;
const NOT_LINKEDIN = "This ZIP is not a LinkedIn data export: it has no Profile.csv or Positions.csv.";

/** The export's tables we read; a table the export lacks is simply absent. */
export function readLinkedinTables(zipBytes: Uint8Array): Partial<Record<TableName, CsvTable>> {
  const entries = listZip(zipBytes, LIMITS.what);
  const byFile = new Map(
    Object.entries(TABLES).map(([name, table]) => [table.file.toLowerCase(), name as TableName]),
  );
  const picked = new Map<TableName, (typeof entries)[number]>();
  for (const entry of entries) {
    const table = byFile.get(baseName(entry.name));
    if (table && !picked.has(table)) picked.set(table, entry);
  }
  if (!picked.has("profile") && !picked.has("positions") && !picked.has("education")) {
    throw new AppError("bad_request", NOT_LINKEDIN);
  }
  const files = readZipEntries(zipBytes, [...picked.values()], LIMITS);
  const tables: Partial<Record<TableName, CsvTable>> = {};
  const decoder = new TextDecoder();
  for (const [name, entry] of picked) {
    const text = decoder.decode(files.get(entry.name));
    tables[name] = csvTable(text, TABLES[name].file, TABLES[name].key);
  }
  return tables;
}

/** The rows below the header row: some exports put a "Notes:" paragraph above it. */
function csvTable(text: string, file: string, key: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARS,
    });
  } catch {
    throw new AppError("bad_request", `${file} in this LinkedIn export is not a readable CSV file.`);
  }
  const headerAt = records.findIndex((record) => record.some((cell) => cell.trim().toLowerCase() === key));
  if (headerAt < 0) return { file, columns: [], rows: [] };
  const columns = (records[headerAt] ?? []).map((cell) => cell.trim());
  const rows: CsvRow[] = [];
  for (const record of records.slice(headerAt + 1)) {
    const row: CsvRow = {};
    columns.forEach((column, i) => {
      const value = (record[i] ?? "").replace(/\r\n?/g, "\n").trim();
      if (value) row[column.toLowerCase()] = value;
    });
    if (Object.keys(row).length > 0) rows.push(row);
  }
  return { file, columns, rows };
}
