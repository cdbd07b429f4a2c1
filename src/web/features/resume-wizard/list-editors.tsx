import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  canAddLanguage,
  canAddLink,
  isSafeLink,
  type LanguageRow,
  type LinkRow,
  UNSAFE_LINK_MESSAGE,
} from "../../../shared/resume";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { useAutosavedRows } from "./use-autosaved-rows";

// The links and languages lists of the General step. A row is saved once both of its fields
// are filled (spec §5); a new row can be added only when every row is complete.

const removeClass =
  "self-start rounded-md border border-grey-300 bg-white px-2.5 py-2 text-sm text-red-700 hover:bg-grey-50 sm:mt-6";

/** Focuses the first input of the last row after a row was added. */
function useFocusNewRow() {
  const listRef = useRef<HTMLUListElement>(null);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    setAdded(false);
    listRef.current?.querySelector<HTMLElement>("li:last-child input")?.focus();
  }, [added]);
  return { listRef, markAdded: () => setAdded(true) };
}

const SAFE_SCHEMES = /^(https?|mailto):/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Whether to say the link will not be saved: at once for a scheme we never accept
 * (javascript:, data:), and once the user leaves the field for anything else not accepted
 * (so "htt" is not flagged while it is being typed).
 */
function unsafeLinkShown(link: string, left: boolean): boolean {
  const value = link.trim();
  if (!value || isSafeLink(value)) return false;
  return left || (ANY_SCHEME.test(value) && !SAFE_SCHEMES.test(value));
}

export function LinksEditor() {
  // Which rows the user has left, by index: only those say "not saved" for a half-typed link.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  return (
    <RowListEditor<LinkRow>
      field="links"
      legend="Links"
      noun="Link"
      emptyText="No links yet: add your portfolio, LinkedIn or GitHub."
      columns="sm:grid-cols-[1fr_2fr_auto]"
      blank={{ label: "", link: "" }}
      canAdd={canAddLink}
      addHelp="Fill in the label and link of every row to add another."
      onRemoved={() => setLeft(new Set())}
      fields={(row, index, change) => (
        <>
          <TextField
            label="Label"
            value={row.label}
            placeholder="Portfolio"
            onChange={(event) => change({ label: event.target.value })}
          />
          <TextField
            label="Link"
            value={row.link}
            inputMode="url"
            placeholder="https://"
            error={unsafeLinkShown(row.link, left.has(index)) ? UNSAFE_LINK_MESSAGE : undefined}
            onBlur={() => setLeft(new Set(left).add(index))}
            onChange={(event) => change({ link: event.target.value })}
          />
        </>
      )}
    />
  );
}

const LEVELS = ["Native", "Fluent", "Advanced", "Intermediate", "Beginner"];

export function LanguagesEditor() {
  return (
    <RowListEditor<LanguageRow>
      field="languages"
      legend="Languages"
      noun="Language"
      emptyText="No languages yet."
      columns="sm:grid-cols-[2fr_2fr_auto]"
      blank={{ language: "", level: "" }}
      canAdd={canAddLanguage}
      addHelp="Fill in the language and level of every row to add another."
      fields={(row, _index, change) => (
        <>
          <TextField
            label="Language"
            value={row.language}
            onChange={(event) => change({ language: event.target.value })}
          />
          <TextField
            label="Level"
            value={row.level}
            list="language-levels"
            onChange={(event) => change({ level: event.target.value })}
          />
        </>
      )}
    >
      <datalist id="language-levels">
        {LEVELS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
    </RowListEditor>
  );
}

/**
 * A list of rows whose fields stand side by side, each row with its Remove button, and the
 * "Add" button under them. `noun` names a row ("Link 2") for screen readers and the button.
 */
function RowListEditor<Row>(props: {
  field: string;
  legend: string;
  noun: string;
  emptyText: string;
  /** The grid columns of a row: its fields, then the Remove button. */
  columns: string;
  blank: Row;
  canAdd: (rows: Row[]) => boolean;
  addHelp: string;
  fields: (row: Row, index: number, change: (patch: Partial<Row>) => void) => ReactNode;
  onRemoved?: () => void;
  /** Shown above the rows (a datalist the fields share). */
  children?: ReactNode;
}) {
  const list = useAutosavedRows<Row>(props.field);
  const { listRef, markAdded } = useFocusNewRow();
  const noun = props.noun.toLowerCase();

  return (
    <fieldset className="flex flex-col gap-3" data-save-field={props.field}>
      <legend className="mb-2 text-lg font-semibold">{props.legend}</legend>
      {list.rows.length === 0 ? <p className="text-grey-600">{props.emptyText}</p> : null}
      {props.children}
      <ul ref={listRef} className="flex flex-col gap-3">
        {list.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list rows have no id; position is their identity
          <li key={index}>
            <fieldset className={`grid gap-3 ${props.columns}`}>
              <legend className="sr-only">
                {props.noun} {index + 1}
              </legend>
              {props.fields(row, index, (patch) => list.change(index, patch))}
              <button
                type="button"
                className={removeClass}
                onClick={() => {
                  list.remove(index);
                  props.onRemoved?.();
                }}
              >
                Remove
                <span className="sr-only">
                  {" "}
                  {noun} {index + 1}
                </span>
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      <AddRowButton
        id={`${props.field}-add-help`}
        label={`Add ${noun}`}
        help={props.addHelp}
        enabled={props.canAdd(list.rows)}
        onAdd={() => {
          markAdded();
          list.add(props.blank);
        }}
      />
    </fieldset>
  );
}

/** Spec §5: a new row only when every row is complete; the rule is said beside the button. */
function AddRowButton(props: {
  id: string;
  label: string;
  help: string;
  enabled: boolean;
  onAdd: () => void;
}) {
  return (
    <div>
      <Button
        variant="secondary"
        className="w-auto!"
        disabled={!props.enabled}
        aria-describedby={props.id}
        onClick={props.onAdd}
      >
        {props.label}
      </Button>
      <p id={props.id} className="mt-1 text-sm text-grey-600">
        {props.help}
      </p>
    </div>
  );
}
