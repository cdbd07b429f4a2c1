// Spec §3: the colour-mode preference lives under one local-storage key. No stored choice
// means "follow the system setting".
export const COLOR_MODE_KEY = "color-mode";

export type ColorMode = "light" | "dark";

/**
 * Runs inline in <head>, before the first paint, so a dark page never flashes light. It is a
 * fixed string (no user data) carried by the CSP nonce.
 */
export const colorModeScript = `(function(){try{var m=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});var d=m==="dark"||(m!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})()`;

export function currentColorMode(): ColorMode {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.style.colorScheme = mode;
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}
