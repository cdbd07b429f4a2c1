// Countries and world regions by name, from the runtime's own region names (ICU, through
// Intl.DisplayNames: no list to keep up to date), plus the sales regions postings divide the
// world into. A posting names places where the work is or whom it serves; a place is never a
// skill it asks for.

import { namesByCode } from "./display-names.ts";

const BUSINESS_REGIONS = ["emea", "apac", "amer", "latam", "anz", "dach", "nordics", "benelux"];
// The short forms English writes for the countries postings name most ("U.S. persons").
const SHORT_FORMS = ["us", "u.s", "u.s.", "usa", "u.s.a.", "uk", "u.k.", "eu", "uae"];
// UN M49 codes of continents and sub-regions ("Europe", "Americas", "Southern Africa").
const M49 =
  "001 002 003 005 009 011 013 014 015 017 018 019 021 029 030 034 035 039 053 054 057 061 142 143 145 150 151 154 155 202 419".split(
    " ",
  );
let names: Set<string> | undefined;

function load(): Set<string> {
  const display = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const out = new Set([...BUSINESS_REGIONS, ...SHORT_FORMS]);
  for (const name of namesByCode("region").values()) out.add(name.toLowerCase());
  for (const code of M49) {
    const name = display.of(code);
    if (name && name !== code) out.add(name.toLowerCase());
  }
  return out;
}

/** "Canada", "South America", "EMEA", "U.S.": a country or region of the world. */
export function isWorldPlace(phrase: string): boolean {
  names ??= load();
  return names.has(phrase.trim().toLowerCase());
}

/** "U.S. persons", "Central US": a phrase with a country or region in it. */
export function namesWorldPlace(words: readonly string[]): boolean {
  names ??= load();
  return words.some((word) => (names as Set<string>).has(word.toLowerCase()));
}
