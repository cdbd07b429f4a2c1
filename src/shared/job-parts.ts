// A job's title and company as two parts that never repeat each other. A saved job's title may
// already carry its company ("Clinical Informatics Specialist – Nursing Systems" with the company
// "Nursing Systems": a posting's first line kept whole, or typed so), and a title may name it
// alone ("Web Developer at Microsoft" with no company). Revision names (server) and the job
// lines of revision lists (web) are both built from these parts, so neither says it twice.

export interface JobParts {
  title: string;
  company: string;
}

/** What may stand between a title and the company it ends with. */
const COMPANY_JOINERS = [" – ", " — ", " - ", " | ", ", ", " at ", " @ ", " for "];
/** What a one-line "Title at Company" uses, when no company was given. */
const AT_JOINERS = [" at ", " @ "];
/** The dashes that set a name's parts apart ("Title – Department – Company"). */
const PART_DASHES = [" – ", " — ", " - ", " | "];

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const key = (text: string) => collapse(text).toLowerCase();

/** The title without a company it already ends with, and the company; "" for what is unknown. */
export function jobParts(job: JobParts): JobParts {
  const title = collapse(job.title);
  const company = collapse(job.company);
  if (company) return { title: withoutEnding(title, company), company };
  for (const joiner of AT_JOINERS) {
    const at = title.toLowerCase().indexOf(joiner);
    if (at > 0 && at + joiner.length < title.length)
      return { title: title.slice(0, at).trim(), company: title.slice(at + joiner.length).trim() };
  }
  return { title, company: "" };
}

function withoutEnding(title: string, company: string): string {
  const name = key(company);
  if (key(title) === name) return "";
  for (const joiner of COMPANY_JOINERS) {
    const cut = title.length - joiner.length - name.length;
    if (cut > 0 && title.toLowerCase().endsWith(`${joiner}${name}`)) return title.slice(0, cut).trim();
  }
  return title;
}

/** "Web Developer at Microsoft": how a job is named in a sentence ("For …"). */
export function jobLabel(job: JobParts): string {
  const { title, company } = jobParts(job);
  return [title, company].filter(Boolean).join(" at ");
}

/**
 * The parts joined with " – ", each dash-separated piece said once: "Analyst – Nursing Systems"
 * and "Nursing Systems" make "Analyst – Nursing Systems", never "… – Nursing Systems – Nursing
 * Systems". Pieces compare without case or extra spaces.
 */
export function joinOnce(parts: string[]): string {
  const seen = new Set<string>();
  const pieces: string[] = [];
  for (const piece of parts.flatMap(splitOnDashes)) {
    if (!piece || seen.has(key(piece))) continue;
    seen.add(key(piece));
    pieces.push(piece);
  }
  return pieces.join(" – ");
}

/** Whether a name says one of its dash-separated pieces twice ("A – B – B"). */
export function repeatsAPart(name: string): boolean {
  const pieces = splitOnDashes(name).map(key);
  return new Set(pieces).size < pieces.length;
}

function splitOnDashes(text: string): string[] {
  let pieces = [collapse(text)];
  for (const dash of PART_DASHES) pieces = pieces.flatMap((piece) => piece.split(dash));
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}
