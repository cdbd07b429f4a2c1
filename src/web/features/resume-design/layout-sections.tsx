import { useState } from "react";
import { SIDEBAR_COLUMN } from "../../../shared/design-metrics";
import { dropSection, moveSection, orderOf, type ResumeLayout } from "../../../shared/resume-layout";
import { SECTION_LABELS, type SectionKey } from "../../../shared/resume-sections";

// The sections in print order, each with "Move up", "Move down" and "Hide"/"Show": plain buttons,
// so the keyboard does everything a drag would. A button at the end of the list stays focusable
// (aria-disabled rather than disabled), so moving a section to the top never drops the focus.

const smallButton =
  "rounded-md border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium text-grey-900 hover:bg-grey-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

export function LayoutSections({
  layout,
  template,
  onChange,
}: {
  layout: ResumeLayout;
  template: string;
  onChange: (layout: ResumeLayout) => void;
}) {
  const order = orderOf(layout);
  const [announcement, setAnnouncement] = useState("");

  const move = (key: SectionKey, step: -1 | 1) => {
    const next = moveSection(order, key, step);
    if (next === order) return;
    onChange({ ...layout, order: next });
    setAnnouncement(`${SECTION_LABELS[key]} moved to position ${next.indexOf(key) + 1} of ${order.length}.`);
  };
  // Drag and drop as well, for a mouse (the buttons stay the way for keyboards and touch).
  const [dragged, setDragged] = useState<SectionKey | null>(null);
  const drop = (target: SectionKey) => {
    if (!dragged) return;
    const next = dropSection(order, dragged, target);
    setDragged(null);
    if (next === order) return;
    onChange({ ...layout, order: next });
    setAnnouncement(
      `${SECTION_LABELS[dragged]} moved to position ${next.indexOf(dragged) + 1} of ${order.length}.`,
    );
  };
  const toggle = (key: SectionKey) => {
    const hidden = layout.hidden.includes(key);
    onChange({
      ...layout,
      hidden: hidden ? layout.hidden.filter((other) => other !== key) : [...layout.hidden, key],
    });
    setAnnouncement(`${SECTION_LABELS[key]} ${hidden ? "shown" : "hidden"}.`);
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">Sections</h3>
      <p className="text-sm text-grey-700">Move them with the arrows (or drag them); Hide leaves one out.</p>
      {template === "sidebar" ? (
        <p className="text-sm text-grey-700">
          In Sidebar, {SIDEBAR_COLUMN.map((key) => SECTION_LABELS[key]).join(" and ")} stay in the side
          column; the order applies within each column.
        </p>
      ) : null}
      <ol className="flex flex-col gap-1.5" aria-label="Sections in print order">
        {order.map((key, index) => {
          const label = SECTION_LABELS[key];
          const hidden = layout.hidden.includes(key);
          const first = index === 0;
          const last = index === order.length - 1;
          return (
            <li
              key={key}
              data-section={key}
              draggable
              onDragStart={(event) => {
                setDragged(key);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", label);
              }}
              onDragOver={(event) => {
                if (dragged) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(key);
              }}
              onDragEnd={() => setDragged(null)}
              className={`flex cursor-grab flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 ${dragged === key ? "border-primary-700 opacity-60" : "border-grey-200"}`}
            >
              <span
                className={`min-w-0 grow text-sm ${hidden ? "text-grey-600 line-through" : "font-medium"}`}
              >
                {label}
                {hidden ? <span className="sr-only"> (hidden)</span> : null}
              </span>
              <button
                type="button"
                className={smallButton}
                aria-label={`Move ${label} up`}
                aria-disabled={first || undefined}
                onClick={() => move(key, -1)}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className={smallButton}
                aria-label={`Move ${label} down`}
                aria-disabled={last || undefined}
                onClick={() => move(key, 1)}
              >
                <span aria-hidden="true">↓</span>
              </button>
              <button
                type="button"
                className={`${smallButton} w-14`}
                aria-label={`${hidden ? "Show" : "Hide"} ${label}`}
                onClick={() => toggle(key)}
              >
                {hidden ? "Show" : "Hide"}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
