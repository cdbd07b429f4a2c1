import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// The fonts a resume can be printed in. Each is a TTF from npm (react-pdf reads TTF, not WOFF2)
// covering Latin Extended, Cyrillic and Greek, so a name like "Ана Παπαδοπούλου" prints as typed.
// Shaping-light faces were chosen on purpose: fontkit's shaping is most of a render's CPU.

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export interface FontFiles {
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

export const fontIds = pdfFonts.map((font) => font.id) as [string, ...string[]];
