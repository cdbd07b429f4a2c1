// The plan tabs on a page without React (docs/decisions/025), on PricingTabs' server-rendered
// WAI-ARIA markup: a click, or the arrow keys, Home and End, select a tab and show its panel;
// only the selected tab is in the Tab order. Self-contained (lib/inline-script.ts).

export interface TabsIslandOptions {
  tabClass: { base: string; selected: string; other: string };
}

export function tabsIsland(options: TabsIslandOptions): void {
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (chosen: HTMLButtonElement) => {
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute("aria-selected", String(selected));
        tab.tabIndex = selected ? 0 : -1;
        tab.className = `${options.tabClass.base} ${selected ? options.tabClass.selected : options.tabClass.other}`;
        const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
        if (panel) panel.hidden = !selected;
      }
    };
    for (const tab of tabs) tab.addEventListener("click", () => select(tab));
    list.addEventListener("keydown", (event) => {
      const index = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
      const moves: Record<string, number> = {
        ArrowRight: (index + 1) % tabs.length,
        ArrowLeft: (index - 1 + tabs.length) % tabs.length,
        Home: 0,
        End: tabs.length - 1,
      };
      const next = tabs[moves[event.key] ?? -1];
      if (!next) return;
      event.preventDefault();
      select(next);
      next.focus();
    });
  }
}
