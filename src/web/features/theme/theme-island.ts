// The dark-mode switch on a page without React (docs/decisions/025), on ThemeToggle's
// server-rendered button: the same pressed state, icon, stored choice and tooltip (spec §3,
// §5: the tooltip opens after a delay). Self-contained (lib/inline-script.ts).

export interface ThemeIslandOptions {
  storageKey: string;
  icons: { sun: string; moon: string };
  tips: { dark: string; light: string };
  tooltipClass: string;
  tooltipDelayMs: number;
}

export function themeIsland(options: ThemeIslandOptions): void {
  const root = document.documentElement;
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-theme-toggle]")) {
    const frame = button.parentElement;
    const tooltipId = `${button.id || "theme"}-tip`;
    let tooltip: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dark = () => root.classList.contains("dark");
    const show = () => {
      const isDark = dark();
      button.setAttribute("aria-pressed", String(isDark));
      button.querySelector("path")?.setAttribute("d", isDark ? options.icons.sun : options.icons.moon);
      if (tooltip) tooltip.textContent = isDark ? options.tips.dark : options.tips.light;
    };
    const openTip = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (tooltip || !frame) return;
        tooltip = document.createElement("span");
        tooltip.id = tooltipId;
        tooltip.setAttribute("role", "tooltip");
        tooltip.className = options.tooltipClass;
        frame.append(tooltip);
        button.setAttribute("aria-describedby", tooltipId);
        show();
      }, options.tooltipDelayMs);
    };
    const closeTip = () => {
      clearTimeout(timer);
      tooltip?.remove();
      tooltip = null;
      button.removeAttribute("aria-describedby");
    };
    show();
    button.addEventListener("click", () => {
      const next = dark() ? "light" : "dark";
      root.classList.toggle("dark", next === "dark");
      root.style.colorScheme = next;
      try {
        localStorage.setItem(options.storageKey, next);
      } catch {
        // Private windows may refuse storage: the choice then lasts for this page only.
      }
      show();
    });
    frame?.addEventListener("mouseenter", openTip);
    frame?.addEventListener("mouseleave", closeTip);
    button.addEventListener("focus", openTip);
    button.addEventListener("blur", closeTip);
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape") closeTip();
    });
  }
}
