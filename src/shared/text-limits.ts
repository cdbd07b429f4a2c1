// The limits every copy of a resume's text obeys (contracts, AI replies, imports, editors),
// declared once. No imports: the web's editors read them without bundling zod.

/** A short field (a name, a title, a date's place): characters. */
export const SHORT = 200;
/** A free-text field (a summary, a job's responsibilities, a letter's text): characters. */
export const LONG = 10_000;
/** Rows of each of a resume's lists: jobs, schools, projects, certificates, languages, links, an extra section's entries. */
export const MAX_ROWS = 50;
/** A job posting's text (a job's description, a letter's posting): characters. */
export const MAX_POSTING = 20_000;
