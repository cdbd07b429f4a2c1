import { SHORT } from "../../../shared/field-formats.ts";
import { analysePosting } from "../../ai/posting/analyse-posting.ts";

const MAX_TITLE = 120;

/**
 * The title and company of a job saved from a pasted posting (issue 32): what the posting
 * analysis reads from its header and sentences ("Payroll Analyst, US", "GitLab"), so the job
 * (and the letter written for it, "Dear GitLab hiring team") names its employer although the
 * user typed neither. The title falls back to the posting's first line, then `fallbackTitle`.
 */
export function postingJobFields(
  description: string,
  fallbackTitle: string,
  known: { title?: string } = {},
): { title: string; company: string } {
  const { title, company } = analysePosting(description, known);
  return {
    title: title && title.length <= MAX_TITLE ? title : titleOf(description, fallbackTitle),
    // A job's company is a short field (contracts/jobs.ts): a longer reading is no name.
    company: company.length <= SHORT ? company : "",
  };
}

/**
 * A job's title and company as it is saved (issue 34: a card said "Company not set" although the
 * posting named it): what the user wrote stays as written; only an empty one is read from the
 * posting, when there is one. Nothing read leaves it empty.
 */
export function withPostingNames<Fields extends { title?: string; company?: string; description?: string }>(
  fields: Fields,
): Fields {
  const title = fields.title?.trim() ?? "";
  const company = fields.company?.trim() ?? "";
  const description = fields.description?.trim() ?? "";
  if (!description || (title && company)) return fields;
  const read = postingJobFields(description, "", title ? { title } : {});
  return {
    ...fields,
    ...(title ? {} : { title: read.title }),
    ...(company || !read.company ? {} : { company: read.company }),
  };
}

/** A pasted posting usually starts with the role's name; a long first line is not a title. */
function titleOf(description: string, fallbackTitle: string): string {
  const firstLine = description.trim().split("\n")[0]?.trim() ?? "";
  if (firstLine && firstLine.length <= MAX_TITLE) return firstLine;
  return fallbackTitle.trim() || "Job posting";
}
