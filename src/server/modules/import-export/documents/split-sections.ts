import { isDocumentTitle } from "./header-name.ts";
import { type DraftSection, sectionOfTellingWord, sectionOfWords } from "./section-headings.ts";
import type { SourceLine } from "./source-lines.ts";

// A document's lines -> the header (everything above the first heading) and its sections.
// A heading is a short line whose words name a section; where the document has styles, it must
// also look like the document's other headings (size, weight, capitals), so a skill group
// named "Languages" in small bold type does not start the languages section. A short line
// styled exactly like the headings starts a section too, by a telling word in it
// ("Clinical Experience") or, failing one, as a section of the person's own (key "other").

export interface Section {
  key: DraftSection | "header" | "other";
  heading?: string;
  lines: SourceLine[];
}

const styleOf = (line: SourceLine) =>
  `${Math.round((line.size ?? 0) * 2)}|${line.bold ? "b" : ""}|${isCapitals(line.text) ? "c" : ""}`;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Set in capitals, judged on the letters that have a case (Chinese beside "IT" is no capitals). */
function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{Lu}\p{Ll}\p{Lt}]/gu, "");
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

const canBeHeading = (line: SourceLine) =>
  !line.bullet &&
  !line.parts &&
  wordCount(line.text) <= 6 &&
  line.text.length <= 60 &&
  !/[.,;]$/.test(line.text);

/** The most common value, or undefined when none repeats and there are several. */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return best;
}

export function splitSections(lines: SourceLine[]): Section[] {
  const hasStyles = lines.some((line) => line.size !== undefined || line.bold || line.heading);
  const named = lines.map((line) => (canBeHeading(line) ? sectionOfWords(line.text) : undefined));
  const headingStyle = mostCommon(lines.filter((_, index) => named[index]).map(styleOf));
  const bodySize = Number(
    mostCommon(lines.flatMap((line) => Array(line.text.length).fill(String(line.size ?? 0)))),
  );
  // Like the named headings; a source's own heading mark counts only at their level (a Word
  // document may set its entry titles as smaller headings).
  const looksLikeHeading = (line: SourceLine) =>
    headingStyle !== undefined ? styleOf(line) === headingStyle : Boolean(line.heading);
  // A sidebar's headings may be a size smaller than the main column's, never body size.
  const boldAboveBody = (line: SourceLine) => Boolean(line.bold) && (line.size ?? 0) > bodySize + 0.75;
  // Type clearly larger than the body marks a heading where the script has no capitals and the
  // design no bold (Chinese or Japanese headings set a size up).
  // A line with no size stated (a Word run in its style's size) is no larger than anything.
  const largerThanBody = (line: SourceLine) => line.size !== undefined && line.size >= bodySize * 1.2;

  // Where entry titles share the headings' type ("TrailCast" right under "Projects"), only the
  // source's own heading marks or capitals make a heading of unknown words.
  const titlesLookAlike = lines.some(
    (line, index) =>
      named[index] && lines[index + 1] && styleOf(lines[index + 1] as SourceLine) === styleOf(line),
  );
  const distinct = (line: SourceLine) => !titlesLookAlike || Boolean(line.heading) || isCapitals(line.text);
  const sections: Section[] = [{ key: "header", lines: [] }];
  lines.forEach((line, index) => {
    // A document's title above everything ("RÉSUMÉ", "Curriculum Vitae") names the document, not
    // a section, though French "Résumé" heads a summary too: a resume's first line is never a
    // section's heading, as the name always comes before the sections.
    if (index === 0 && isDocumentTitle(line)) {
      (sections[0] as Section).lines.push(line);
      return;
    }
    const byWords = named[index];
    const open = (sections.at(-1) as Section).key;
    let key: Section["key"] | undefined;
    if (
      byWords &&
      (!hasStyles ||
        line.heading ||
        looksLikeHeading(line) ||
        boldAboveBody(line) ||
        largerThanBody(line) ||
        isCapitals(line.text) ||
        entryKindApart(line, byWords, open))
    )
      key = byWords;
    else if (
      hasStyles &&
      canBeHeading(line) &&
      looksLikeHeading(line) &&
      distinct(line) &&
      !itemOfList(line, open) &&
      !(ENTRY_KINDS.has(open) && continuesDatedHead(line, lines[index - 1])) &&
      (line.bold || isCapitals(line.text) || line.heading || largerThanBody(line))
    )
      key = sectionOfTellingWord(line.text) ?? "other";
    if (key) sections.push({ key, heading: line.text, lines: [] });
    else (sections.at(-1) as Section).lines.push(line);
  });
  const first = sections[1];
  if (first?.key === "other" && isRunningText(first.lines)) first.key = "summary";
  return sections;
}

// A list's items are often set in capitals in the headings' type (skill names such as "HTML5",
// "CSS3", "SQL" in a sidebar): inside a list section a short line named by no section's words is
// one of its items, unless the source marks it as a heading itself.
const LIST_KINDS = new Set<Section["key"]>(["skills", "languages", "interests"]);
const itemOfList = (line: SourceLine, open: Section["key"]) =>
  LIST_KINDS.has(open) && !line.heading && wordCount(line.text) <= 3;

// Sections of dated entries: one of these named in bold inside another, or inside a section of
// the person's own ("Volunteering" under "Activities"), is a section of its own. In a list section a bold name is a group
// ("Languages" among the skills), so there it stays one.
const ENTRY_KINDS = new Set<Section["key"]>([
  "work",
  "volunteer",
  "education",
  "projects",
  "awards",
  "certificates",
  "publications",
]);
/**
 * An entry's head may open with its dates and organisation ("2015 / 07 - University of Bremen")
 * and go on with its title in bold under it, in the headings' type: a line right under such a
 * dated line, not in capitals, is that entry's title, not a heading of the person's own words.
 */
const continuesDatedHead = (line: SourceLine, above: SourceLine | undefined) =>
  Boolean(above && !above.bullet && OPENS_WITH_DATE.test(above.text) && !isCapitals(line.text));

/** A line that starts with a date: "2015 / 07 - …", "2012 - 2013 …", "Sept 2018 – …", "07/2015 …". */
const OPENS_WITH_DATE = /^(?:\p{L}{3,9}\.? )?(?:\d{1,2} ?[/.-] ?)?(?:19|20)\d{2}\b/u;

const entryKindApart = (line: SourceLine, key: DraftSection, open: Section["key"]) =>
  Boolean(line.bold) && ENTRY_KINDS.has(key) && (ENTRY_KINDS.has(open) || open === "other") && open !== key;

/**
 * A resume opens with its profile: a first section under a heading of the person's own words
 * ("Welcome", "Who I am") that holds only running text (no list, no parts set apart, no years)
 * is the summary.
 */
function isRunningText(lines: SourceLine[]): boolean {
  return (
    lines.length > 0 &&
    lines.length <= 12 &&
    lines.every((line) => !line.bullet && !line.parts && !/\b(?:19|20)\d{2}\b/.test(line.text)) &&
    lines.some((line) => wordCount(line.text) >= 8)
  );
}
