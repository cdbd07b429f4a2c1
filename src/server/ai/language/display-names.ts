// Names of the world's regions and languages from the runtime's own data (ICU, through
// Intl.DisplayNames): no list of countries or languages to keep up to date. Declared once for
// the posting reader (places are no skill, languages are), the writers (a language is no
// strength) and the LinkedIn reader (country codes); each kind is read from ICU once.

type Kind = "region" | "language";
interface Names {
  byCode: ReadonlyMap<string, string>;
  names: ReadonlySet<string>;
}
const loaded = new Map<Kind, Names>();

function load(kind: Kind): Names {
  let names = loaded.get(kind);
  if (!names) {
    const display = new Intl.DisplayNames(["en"], { type: kind, fallback: "none" });
    const letters = kind === "region" ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "abcdefghijklmnopqrstuvwxyz";
    const byCode = new Map<string, string>();
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        const name = display.of(code);
        if (name && name.toLowerCase() !== code.toLowerCase()) byCode.set(code, name);
      }
    }
    names = { byCode, names: new Set(byCode.values()) };
    loaded.set(kind, names);
  }
  return names;
}

/** Every two-letter code the runtime names, with its English name ("US" -> "United States", "de" -> "German"). */
export function namesByCode(kind: Kind): ReadonlyMap<string, string> {
  return load(kind).byCode;
}

/** The English names themselves, for asking whether a word is one ("German", "Swahili"). */
export function englishNames(kind: Kind): ReadonlySet<string> {
  return load(kind).names;
}
