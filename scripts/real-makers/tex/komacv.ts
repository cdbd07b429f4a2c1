// komacv (CTAN komacv, LPPL-1.3+): moderncv's look rebuilt on KOMA-Script's scrartcl. Its header
// fields differ (\firstname, \familyname, \addressstreet, \addresscity, \mobile, \linkedin …,
// set with \renewcommand*, as the class provides them as empty macros) but its entries are
// moderncv's (\cventry, \cvitem …), so the body is moderncv.ts's.

import { type Resume, type Truth, tex } from "./model.ts";
import { type ModerncvOptions, moderncvBody } from "./moderncv.ts";

export function komacv(style: "classic" | "casual" | "oldstyle", o: ModerncvOptions) {
  return (r: Resume, t: Truth): string => {
    const b = r.basics;
    const i = b.name.indexOf(" ");
    const out = [`\\documentclass[style=${style},fontsize=11pt,paper=a4]{komacv}`];
    if (o.fonts) out.push(o.fonts);
    out.push("\\usepackage[hmargin=2cm,vmargin=2cm]{geometry}");
    // The class gives its links coloured borders, which pdftoppm draws; printed CVs hide them.
    out.push("\\AtBeginDocument{\\hypersetup{hidelinks}}");
    t.name = b.name;
    out.push(
      `\\renewcommand*{\\firstname}{${tex(b.name.slice(0, i))}}`,
      `\\renewcommand*{\\familyname}{${tex(b.name.slice(i + 1))}}`,
    );
    if (b.label) out.push(`\\renewcommand*{\\acadtitle}{${tex(b.label)}}`);
    const l = b.location;
    if (l?.city) {
      out.push(`\\renewcommand*{\\addressstreet}{${tex(`${l.city}, ${l.region ?? ""}`)}}`);
      out.push(`\\renewcommand*{\\addresscity}{${tex(l.countryCode ?? "")}}`);
      t.location = `${l.city}, ${l.region ?? ""}, ${l.countryCode ?? ""}`;
    }
    if (b.phone) out.push(`\\renewcommand*{\\mobile}{${tex(b.phone)}}`);
    t.phone = b.phone || null;
    if (b.email) out.push(`\\renewcommand*{\\email}{${tex(b.email)}}`);
    t.email = b.email || null;
    for (const p of b.profiles ?? []) {
      if (p.network === "LinkedIn" && p.username) out.push(`\\renewcommand*{\\linkedin}{${tex(p.username)}}`);
      else if (p.network === "GitHub" && p.username)
        out.push(`\\renewcommand*{\\github}{${tex(p.username)}}`);
      else continue;
      t.links.push(p.username);
    }
    out.push("\\begin{document}", "\\maketitle", "", ...moderncvBody(o, r, t), "\\end{document}", "");
    return out.join("\n");
  };
}
