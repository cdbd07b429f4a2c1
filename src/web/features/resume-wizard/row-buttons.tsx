// Small buttons that act on one row of a list editor (skill groups, extra sections, entries).

const rowButton =
  "rounded-md border border-grey-300 bg-white px-2.5 py-2 text-sm hover:bg-grey-50 disabled:opacity-50";
export const removeClass = `${rowButton} text-red-700`;

/** "Move up" / "Move down" for row `index` of `count`; `what` names the row for screen readers. */
export function MoveButtons({
  what,
  index,
  count,
  onMove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (index: number, by: number) => void;
}) {
  return (
    <>
      <button type="button" className={rowButton} disabled={index === 0} onClick={() => onMove(index, -1)}>
        Move up<span className="sr-only"> {what}</span>
      </button>
      <button
        type="button"
        className={rowButton}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        Move down<span className="sr-only"> {what}</span>
      </button>
    </>
  );
}

/** `list` with the item at `index` moved `by` places. */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}
