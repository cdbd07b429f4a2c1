import { z } from "zod";

// A post starts with a front matter block between two "---" lines of `key: value` pairs. Only
// that flat form is read (no YAML library for four strings); values may be quoted.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

const frontMatterSchema = z.object({
  title: z.string().trim().min(1, "title is required"),
  description: z.string().trim().min(1, "description is required"),
  date: z.iso.date("date must be YYYY-MM-DD"),
  slug: z
    .string()
    .regex(SLUG, "slug must be lower-case words joined by '-', in segments separated by '/'")
    // /blog/page/{n} is the listing's pagination.
    .refine((slug) => slug !== "page" && !slug.startsWith("page/"), "slug must not start with page/"),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Splits a markdown file into its front matter and body; throws naming the file when invalid. */
export function parseFrontMatter(source: string, fileName: string): { data: FrontMatter; body: string } {
  const match = source.replace(/^\uFEFF/, "").match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new Error(`${fileName}: no front matter (--- ... ---) at the top`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const pair = line.match(/^([A-Za-z_][\w-]*):\s*(.*)$/);
    if (!pair) throw new Error(`${fileName}: front matter line is not "key: value": ${line}`);
    fields[pair[1] ?? ""] = unquote((pair[2] ?? "").trim());
  }
  const result = frontMatterSchema.safeParse(fields);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message).join("; ");
    throw new Error(`${fileName}: ${problems}`);
  }
  return { data: result.data, body: match[2] ?? "" };
}

function unquote(value: string): string {
  const quoted = value.match(/^"(.*)"$/) ?? value.match(/^'(.*)'$/);
  if (!quoted) return value;
  return value.startsWith('"')
    ? (quoted[1] ?? "").replace(/\\"/g, '"')
    : (quoted[1] ?? "").replace(/''/g, "'");
}
