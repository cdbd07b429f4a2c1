import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface PricingTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** A tab's look when selected and when not (tabs-island.ts switches them too). */
export const tabClass = {
  base: "rounded-full px-5 py-2 text-sm font-medium",
  selected: "bg-white text-grey-900 shadow-sm",
  other: "text-grey-700 hover:text-grey-900",
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * show their panel; only the selected tab is in the Tab order.
 */
export function PricingTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: PricingTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const currentId = (tabs.find((tab) => tab.id === selected) ?? tabs[0])?.id;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === currentId);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        className="mx-auto flex w-fit gap-1 rounded-full bg-grey-100 p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === currentId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`${tabClass.base} ${active ? tabClass.selected : tabClass.other}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== currentId}
          className="mt-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
