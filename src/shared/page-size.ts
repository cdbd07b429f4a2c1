import {
  CANADIAN_PROVINCE_CODES,
  CANADIAN_PROVINCE_NAMES,
  US_STATE_CODES,
  US_STATE_NAMES,
} from "./us-canada-regions.ts";

// The paper a resume prints on (issue 34 point 5, docs/decisions/034-word-matches-pdf.md):
// Letter in the United States and Canada, A4 everywhere else. Unless the user picks one in the
// Layout panel (resume-layout.ts `pageSize`) or an API caller asks for one, the resume's own
// address decides, so a nurse in Austin gets Letter and a teacher in Leeds gets A4 without
// having to know the difference. The PDF and the Word file both print on it.

export const pageSizes = ["A4", "Letter"] as const;
export type PageSize = (typeof pageSizes)[number];

const CODES = new Set([...US_STATE_CODES, ...CANADIAN_PROVINCE_CODES]);
const NAMES = new Set([...US_STATE_NAMES, ...CANADIAN_PROVINCE_NAMES]);
/** The countries' names after dots are dropped ("U.S.A." -> "usa"). */
const COUNTRIES = new Set([
  "us",
  "usa",
  "united states",
  "united states of america",
  "the united states",
  "america",
  "canada",
]);
/** A state name that is also a country's: it counts only beside a ZIP code ("Atlanta, Georgia 30301"). */
const ALSO_A_COUNTRY = new Set(["georgia"]);

const isDigit = (char: string) => char >= "0" && char <= "9";
const isLetter = (char: string) => char.toLowerCase() !== char.toUpperCase();
const digits = (text: string) => text.length > 0 && [...text].every(isDigit);

/** "78701" or "78701-1234". */
function isZip(token: string): boolean {
  const [five, four, ...rest] = token.split("-");
  return (
    rest.length === 0 &&
    five?.length === 5 &&
    digits(five) &&
    (four === undefined || (four.length === 4 && digits(four)))
  );
}

/** Letter, digit, letter, digit...: the shape of a Canadian postal code's halves. */
const alternates = (text: string, first: number) =>
  [...text].every((char, i) => ((i + first) % 2 === 0 ? isLetter(char) : isDigit(char)));

/** Whether the words hold a Canadian postal code: "M5V 2T6" (two words) or "M5V2T6". */
function hasCanadianPostalCode(words: string[]): boolean {
  return words.some((word, i) => {
    if (word.length === 6) return alternates(word, 0);
    const next = words[i + 1] ?? "";
    return word.length === 3 && next.length === 3 && alternates(word, 0) && alternates(next, 1);
  });
}

/** The address's comma- or line-separated parts, lower case, dots and bracketed notes left out. */
function addressParts(address: string): string[] {
  let depth = 0;
  let text = "";
  for (const char of address.slice(0, 400)) {
    if (char === "(") depth += 1;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) text += char === "\n" ? "," : char === "." ? "" : char;
  }
  return text
    .split(",")
    .map((part) => part.toLowerCase().split(" ").filter(Boolean).join(" "))
    .filter(Boolean);
}

/**
 * Whether an address is in the United States or Canada: it ends with one of their names
 * ("…, USA", "…, Canada"), with a state or province ("Austin, TX", "Toronto, Ontario"), possibly
 * followed by its postal code ("Austin, TX 78701", "Toronto, ON M5V 2T6"), or it holds a Canadian
 * postal code. A ZIP code alone says nothing: French and German codes have five digits too.
 */
export function isUsOrCanadianAddress(address: string): boolean {
  const parts = addressParts(address);
  if (parts.some((part) => hasCanadianPostalCode(part.split(" ")))) return true;
  let zip = false;
  while (parts.length > 0) {
    const last = parts.at(-1) ?? "";
    if (COUNTRIES.has(last)) return true;
    if (!isZip(last)) break;
    zip = true;
    parts.pop();
  }
  const words = (parts.at(-1) ?? "").split(" ");
  while (words.length > 1 && isZip(words.at(-1) ?? "")) {
    zip = true;
    words.pop();
  }
  const region = words.join(" ");
  if (region.length === 2) return CODES.has(region.toUpperCase());
  return NAMES.has(region) && (zip || !ALSO_A_COUNTRY.has(region));
}

/** The page size an address prints on by default: Letter in the US and Canada, else A4. */
export const pageSizeForAddress = (address: string): PageSize =>
  isUsOrCanadianAddress(address) ? "Letter" : "A4";

/**
 * The page size a resume prints on: what the caller asked for (the API's props.pageSize), else
 * the user's choice in the Layout panel, else its address's.
 */
export function printPageSize(
  requested: PageSize | undefined,
  chosen: PageSize | null | undefined,
  address: string,
): PageSize {
  return requested ?? chosen ?? pageSizeForAddress(address);
}
