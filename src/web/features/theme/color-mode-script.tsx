import { colorModeScript } from "./color-mode";

/** Sets the colour-mode class in <head>, before the first paint (no light flash on a dark page). */
export function ColorModeScript({ nonce }: { nonce?: string }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script from color-mode.ts, never user text
      dangerouslySetInnerHTML={{ __html: colorModeScript }}
    />
  );
}
