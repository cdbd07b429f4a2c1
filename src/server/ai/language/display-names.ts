// Names of the world's regions and languages from the runtime's own data (ICU, through
// Intl.DisplayNames): no list of countries or languages to keep up to date. Declared once for
// the posting reader (places are no skill, languages are) and the LinkedIn reader (country codes).

type Kind = "region" | "language";
const loaded = new Map<Kind, ReadonlyMap<string, string>>();

/** Every two-letter code the runtime names, with its English name ("US" -> "United States", "de" -> "German"). */
export function namesByCode(kind: Kind): ReadonlyMap<string, string> {
  let names = loaded.get(kind);
  if (!names) {
    const display = new Intl.DisplayNames(["en"], { type: kind, fallback: "none" });
    const letters = kind === "region" ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "abcdefghijklmnopqrstuvwxyz";
    const out = new Map<string, string>();
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        const name = display.of(code);
        if (name && name.toLowerCase() !== code.toLowerCase()) out.set(code, name);
      }
    }
    names = out;
    loaded.set(kind, names);
  }
  return names;
}
