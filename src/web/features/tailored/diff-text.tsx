import type { DiffPart } from "./word-diff";

// One side of a diff: the Original shows what was removed (struck through, red), the Tailored
// side what was added (underlined, green). Screen readers hear "removed" / "added" too, since
// colour and strike-through are not announced.

export const removedClass = "rounded-sm bg-red-50 text-red-800 line-through decoration-red-700";
export const addedClass =
  "rounded-sm bg-primary-100 text-primary-800 underline decoration-primary-700 decoration-2";

export function DiffText({ parts, side }: { parts: DiffPart[]; side: "before" | "after" }) {
  const shown = parts.filter((part) => part.kind !== (side === "before" ? "added" : "removed"));
  if (shown.every((part) => !part.text.trim())) return <span className="text-grey-500 italic">Empty</span>;
  return (
    <span className="whitespace-pre-wrap">
      {shown.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, never reordered
        <DiffSpan key={index} part={part} />
      ))}
    </span>
  );
}

function DiffSpan({ part }: { part: DiffPart }) {
  if (part.kind === "same") return <>{part.text}</>;
  const removed = part.kind === "removed";
  // <del>/<ins> carry the meaning; the hidden words say it to screen readers that skip them.
  const Mark = removed ? "del" : "ins";
  return (
    <Mark className={removed ? removedClass : addedClass}>
      <span className="sr-only">[{removed ? "removed" : "added"}: </span>
      {part.text}
      <span className="sr-only">]</span>
    </Mark>
  );
}

/** Skills and other lists: one chip per item, moved items removed on one side and added on the other. */
export function DiffChips({ parts, side }: { parts: DiffPart[]; side: "before" | "after" }) {
  const shown = parts.filter((part) => part.kind !== (side === "before" ? "added" : "removed"));
  if (shown.length === 0) return <span className="text-grey-500 italic">Empty</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a skill may repeat; the order is fixed
        <li key={index} className="rounded-full border border-grey-200 bg-white px-2.5 py-0.5 text-sm">
          <DiffSpan part={part} />
        </li>
      ))}
    </ul>
  );
}
