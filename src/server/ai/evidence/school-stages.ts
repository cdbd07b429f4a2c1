// School stages as grade ranges (issue 32): a posting asks for "K-12" or "secondary" teaching and
// a resume shows "High School Math Teacher" or "taught 3rd grade". A general fact of how schools
// are named in English: kindergarten is grade 0, elementary (primary) school grades 0-5, middle
// school 6-8, high (secondary) school 9-12. A stage taught inside the range asked is evidence of
// it; a wider one is not (a K-12 tutor has not shown high-school teaching).

type Range = readonly [number, number];

/** Stages named by words, each with its grades. */
const STAGES: [RegExp, Range][] = [
  [/\bkindergarten\b/i, [0, 0]],
  // "primary" and "secondary" alone name other things ("primary care", "secondary research").
  [/\belementary\b|\bprimary (school|education|teach)/i, [0, 5]],
  [/\b(middle|junior high) school\b/i, [6, 8]],
  [/\bhigh school\b|\bsecondary (school|education|level|teach)/i, [9, 12]],
];
/** "K-12", "K–8", "grades 6-12", "grades 9 through 12". */
const SPANS = /\b(?:k|grades?)[ \t]?(\d{0,2})[ \t]?(?:-|–|to|through)[ \t]?(\d{1,2})\b/gi;
/** "grade 3", "3rd grade", "third grade". */
const ONE_GRADE = /\bgrade[ \t](\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th)[ \t]grade\b|\b([a-z]+)[ \t]grade\b/gi;
const ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(
  " ",
);

/** The grade ranges a text names ("High School Science Teacher" -> 9-12). */
function rangesIn(text: string): Range[] {
  const out: Range[] = [];
  for (const [pattern, range] of STAGES) if (pattern.test(text)) out.push(range);
  for (const match of text.matchAll(SPANS)) {
    const from = match[1] ? Number(match[1]) : 0;
    const to = Number(match[2]);
    if (from <= to && to <= 12) out.push([from, to]);
  }
  for (const match of text.matchAll(ONE_GRADE)) {
    const digits = match[1] ?? match[2];
    const grade = digits ? Number(digits) : ORDINALS.indexOf((match[3] ?? "").toLowerCase()) + 1;
    if (grade >= 1 && grade <= 12) out.push([grade, grade]);
  }
  return out;
}

/** The grades a posting's term asks for, when it names a school stage ("K-12", "secondary education"). */
export function stageAsked(term: string): Range | undefined {
  const ranges = rangesIn(term);
  if (!ranges.length) return undefined;
  return [Math.min(...ranges.map((range) => range[0])), Math.max(...ranges.map((range) => range[1]))];
}

/** A stage the line names inside the range asked ("High School Math Teacher" for "K-12"). */
export function stageShown(asked: Range, text: string): boolean {
  return rangesIn(text).some(([from, to]) => from >= asked[0] && to <= asked[1]);
}
