import type { ReactNode } from "react";
import { Link } from "react-router";
import { UpdatedTime } from "./updated-time";

// The tables of the list pages (resumes, cover letters): one row per item, its name as the
// row's header, the actions as small buttons in the last column. Below the sm breakpoint the
// same table lays out as a stack of cards (one per row, each cell on its own line with its
// column's name), so a 360 px phone shows every action instead of clipping "Open" off the side.

const actionBase =
  "inline-flex items-center rounded-lg border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60";
export const rowAction = `${actionBase} border-grey-300 bg-white text-grey-900 hover:bg-grey-50`;
export const primaryRowAction = `${actionBase} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`;
const dangerRowAction = `${actionBase} border-grey-300 bg-white text-red-700 hover:bg-red-50`;

export function ItemTable({
  caption,
  columns,
  white = false,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  /** The column headings after the name's ("Name" comes first). */
  columns: string[];
  /** A white frame, for tables on a grey page. */
  white?: boolean;
  /** The rows (ItemRow). */
  children: ReactNode;
}) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-grey-200">
      <table className={`w-full text-left text-sm max-sm:block${white ? " sm:bg-white" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-grey-50 text-grey-700 max-sm:sr-only">
          <tr>
            {["Name", ...columns].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">{children}</tbody>
      </table>
    </div>
  );
}

/** One item: its name (and what `nameNote` adds under it), then its cells. */
export function ItemRow({
  name,
  nameNote,
  children,
}: {
  name: string;
  nameNote?: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr className="border-t border-grey-200 align-top max-sm:flex max-sm:flex-col max-sm:rounded-xl max-sm:border max-sm:bg-white max-sm:py-2">
      <th scope="row" className="px-4 py-3 font-semibold text-grey-900 max-sm:py-1.5 max-sm:text-base">
        {name}
        {nameNote}
      </th>
      {children}
    </tr>
  );
}

const cellClass = "px-4 py-3 text-grey-700 max-sm:py-1";

/** The column's name before a card's value on a phone (the table's header row says it on wider screens). */
function CardLabel({ label }: { label: string }) {
  return (
    <span aria-hidden="true" className="font-medium text-grey-600 sm:hidden">
      {label}:{" "}
    </span>
  );
}

/** A text cell; an empty value reads "Not set". `label` is its column's name. */
export function TextCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={cellClass}>
      <CardLabel label={label} />
      {children ? <span>{children}</span> : <span className="text-grey-600">Not set</span>}
    </td>
  );
}

export function UpdatedCell({ iso }: { iso: string }) {
  return (
    <td className={`${cellClass} whitespace-nowrap`}>
      <CardLabel label="Updated" />
      <UpdatedTime iso={iso} />
    </td>
  );
}

/** The last cell: the row's actions, wrapping on narrow screens. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="px-4 py-3 max-sm:pt-2">
      <div className="flex flex-wrap gap-2">{children}</div>
    </td>
  );
}

/** A row's link, reading `verb` ("Open") and named "Open Acme" for screen readers. */
export function RowLink({
  to,
  verb,
  name,
  primary = false,
}: {
  to: string;
  verb: string;
  name: string;
  primary?: boolean;
}) {
  return (
    <Link to={to} aria-label={`${verb} ${name}`} className={primary ? primaryRowAction : rowAction}>
      {verb}
    </Link>
  );
}

/** A row's button, named like RowLink; while `busy` it reads `busyLabel` instead of the verb. */
export function RowButton({
  verb,
  name,
  onClick,
  danger = false,
  busy,
  busyLabel,
  disabled,
}: {
  verb: string;
  name: string;
  onClick: () => void;
  danger?: boolean;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? dangerRowAction : rowAction}
      aria-label={`${verb} ${name}`}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {busy ? busyLabel : verb}
    </button>
  );
}
