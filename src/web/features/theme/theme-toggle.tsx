import { useEffect, useState } from "react";
import { Icon } from "../../components/ui/icon";
import { Tooltip } from "../../components/ui/tooltip";
import { type ColorMode, currentColorMode, setColorMode } from "./color-mode";

// The sun (shown in dark mode: switch to light) and the moon; theme-island.ts swaps them too.
export const themeIcons = {
  sun: "M10 2a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm4 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0Zm-.46 4.95.7.7a1 1 0 0 0 1.42-1.41l-.71-.71a1 1 0 0 0-1.41 1.42Zm2.12-10.6a1 1 0 0 1 0 1.41l-.7.71a1 1 0 1 1-1.42-1.41l.71-.71a1 1 0 0 1 1.41 0ZM17 11a1 1 0 1 0 0-2h-1a1 1 0 1 0 0 2h1Zm-7 4a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0v-1a1 1 0 0 1 1-1ZM5.05 6.46a1 1 0 0 0 1.41-1.41l-.7-.71a1 1 0 0 0-1.42 1.41l.71.71Zm1.41 8.49-.7.71a1 1 0 0 1-1.42-1.41l.71-.71a1 1 0 0 1 1.41 1.41ZM4 11a1 1 0 1 0 0-2H3a1 1 0 0 0 0 2h1Z",
  moon: "M17.29 13.29A8 8 0 0 1 6.71 2.71a8 8 0 1 0 10.58 10.58Z",
};
export const themeTips = { dark: "Switch to light mode", light: "Switch to dark mode" };

/** Switches light / dark; the choice is remembered in local storage. */
export function ThemeToggle({ className = "" }: { className?: string }) {
  // Unknown during server rendering; the inline head script has already set the class.
  const [mode, setMode] = useState<ColorMode | null>(null);
  useEffect(() => setMode(currentColorMode()), []);
  const dark = mode === "dark";
  return (
    <Tooltip content={dark ? themeTips.dark : themeTips.light}>
      {(describedBy) => (
        <button
          type="button"
          {...describedBy}
          aria-pressed={mode === null ? undefined : dark}
          aria-label="Dark mode"
          data-theme-toggle
          onClick={() => {
            const next: ColorMode = currentColorMode() === "dark" ? "light" : "dark";
            setColorMode(next);
            setMode(next);
          }}
          className={`rounded-lg border border-grey-300 p-1.5 text-grey-700 hover:bg-grey-50 hover:text-grey-900 ${className}`}
        >
          <Icon path={dark ? themeIcons.sun : themeIcons.moon} className="h-5 w-5" />
        </button>
      )}
    </Tooltip>
  );
}
