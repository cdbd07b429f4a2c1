import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CACHE_DIR } from "../sample-cache.ts";

// Chromium and LibreOffice find fonts through fontconfig. The machine has no CJK font, so a
// Japanese name would print as empty boxes; a real user's machine has one. This config adds the
// Noto Sans JP faces the project already ships (for react-pdf) to the system's fonts.

const NOTO_JP = path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-jp");

export async function fontConfigFile(): Promise<string> {
  const file = path.join(CACHE_DIR, "fonts.conf");
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(NOTO_JP, "400Regular")}</dir>
  <dir>${path.join(NOTO_JP, "700Bold")}</dir>
  <cachedir>${path.join(CACHE_DIR, "fontconfig")}</cachedir>
</fontconfig>
`,
  );
  return file;
}
