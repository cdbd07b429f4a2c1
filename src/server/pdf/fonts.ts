import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// The fonts a resume can be printed in (shared/contracts/pdf.ts fontIds names them for the API).
// Each is a TTF from npm (react-pdf reads TTF, not WOFF2) covering Latin Extended (Vietnamese
// too), Cyrillic and Greek, so a name like "Ана Παπαδοπούλου" prints as typed. Shaping-light
// faces were chosen on purpose: fontkit's shaping is most of a render's CPU. Arabic and CJK
// come from the script fonts below, as fallbacks (font-stack.ts).

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

interface FontFiles {
  regular: string;
  bold: string;
  italic: string;
}

export interface PdfFont {
  id: string;
  name: string;
  files: () => FontFiles;
}

const dejavu = (file: string) => join(packageDir("dejavu-fonts-ttf"), "ttf", file);
const expo = (pkg: string, weight: string, file: string) =>
  join(packageDir(`@expo-google-fonts/${pkg}`), weight, file);

export const pdfFonts: PdfFont[] = [
  {
    id: "dejavu-sans",
    name: "DejaVu Sans",
    files: () => ({
      regular: dejavu("DejaVuSans.ttf"),
      bold: dejavu("DejaVuSans-Bold.ttf"),
      italic: dejavu("DejaVuSans-Oblique.ttf"),
    }),
  },
  {
    id: "dejavu-serif",
    name: "DejaVu Serif",
    files: () => ({
      regular: dejavu("DejaVuSerif.ttf"),
      bold: dejavu("DejaVuSerif-Bold.ttf"),
      italic: dejavu("DejaVuSerif-Italic.ttf"),
    }),
  },
  {
    id: "roboto",
    name: "Roboto",
    files: () => ({
      regular: expo("roboto", "400Regular", "Roboto_400Regular.ttf"),
      bold: expo("roboto", "700Bold", "Roboto_700Bold.ttf"),
      italic: expo("roboto", "400Regular_Italic", "Roboto_400Regular_Italic.ttf"),
    }),
  },
  {
    id: "noto-serif",
    name: "Noto Serif",
    files: () => ({
      regular: expo("noto-serif", "400Regular", "NotoSerif_400Regular.ttf"),
      bold: expo("noto-serif", "700Bold", "NotoSerif_700Bold.ttf"),
      italic: expo("noto-serif", "400Regular_Italic", "NotoSerif_400Regular_Italic.ttf"),
    }),
  },
];

/**
 * A CJK font, after the chosen one in a page's fontFamily list: react-pdf picks, character by
 * character, the first font of the list that has the glyph. A page lists only those whose script
 * its text uses (`needed`): each file is 5 to 10 MB, and react-pdf reads every font of the list
 * before it lays a page out.
 */
export interface ScriptFont extends PdfFont {
  needed: RegExp;
}

// CJK has no italic: the upright face serves for italic text too.
const upright = (pkg: string, prefix: string) => () => ({
  regular: expo(pkg, "400Regular", `${prefix}_400Regular.ttf`),
  bold: expo(pkg, "700Bold", `${prefix}_700Bold.ttf`),
  italic: expo(pkg, "400Regular", `${prefix}_400Regular.ttf`),
});

// Han characters (kanji, hanja) print in the Japanese or Korean face when the text has kana or
// hangul, so a Japanese name keeps Japanese glyph forms; otherwise, and for the few characters
// those faces lack, in the Chinese one. The patterns are single character classes.
export const scriptFonts: ScriptFont[] = [
  {
    id: "noto-sans-jp",
    name: "Noto Sans JP",
    files: upright("noto-sans-jp", "NotoSansJP"),
    needed: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  },
  {
    id: "noto-sans-kr",
    name: "Noto Sans KR",
    files: upright("noto-sans-kr", "NotoSansKR"),
    needed: /\p{Script=Hangul}/u,
  },
  {
    id: "noto-sans-sc",
    name: "Noto Sans SC",
    files: upright("noto-sans-sc", "NotoSansSC"),
    needed: /[\p{Script=Han}\p{Script=Bopomofo}]/u,
  },
];

/**
 * The last font of every list: DejaVu Sans has Arabic, Hebrew, Armenian, Georgian and many
 * symbols the other design fonts lack, with Arabic letters drawn whole (dots included). Noto's
 * Arabic faces place their dots as separate marks, which react-pdf 4 puts over the wrong letter
 * (docs/architecture.md "PDF fonts"). Without a fallback such text prints in Helvetica: garbage.
 */
export const WIDE_FALLBACK = "dejavu-sans";
