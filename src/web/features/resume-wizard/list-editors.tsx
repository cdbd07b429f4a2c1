import { useEffect, useRef, useState } from "react";
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
import { useAutosave } from "../../lib/autosave/use-autosave";

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
  const store = useAutosave();
  const rows = (store.value("links") as LinkRow[]) ?? [];
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const { listRef, markAdded } = useFocusNewRow();
  const set = (next: LinkRow[]) => store.setValue("links", next);
  const change = (index: number, patch: Partial<LinkRow>) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Links</legend>
      {rows.length === 0 ? (
        <p className="text-grey-600">No links yet: add your portfolio, LinkedIn or GitHub.</p>
      ) : null}
      <ul ref={listRef} className="flex flex-col gap-3">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list rows have no id; position is their identity
          <li key={index}>
            <fieldset className="grid gap-3 sm:grid-cols-[1fr_2fr_auto]">
              <legend className="sr-only">Link {index + 1}</legend>
              <TextField
                label="Label"
                value={row.label}
                placeholder="Portfolio"
                onChange={(event) => change(index, { label: event.target.value })}
              />
              <TextField
                label="Link"
                value={row.link}
                inputMode="url"
                placeholder="https://"
                error={unsafeLinkShown(row.link, left.has(index)) ? UNSAFE_LINK_MESSAGE : undefined}
                onBlur={() => setLeft(new Set(left).add(index))}
                onChange={(event) => change(index, { link: event.target.value })}
              />
              <button
                type="button"
                className={removeClass}
                onClick={() => {
                  set(rows.filter((_, i) => i !== index));
                  setLeft(new Set());
                }}
              >
                Remove<span className="sr-only"> link {index + 1}</span>
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      <AddRowButton
        id="links-add-help"
        label="Add link"
        help="Fill in the label and link of every row to add another."
        enabled={canAddLink(rows)}
        onAdd={() => {
          markAdded();
          set([...rows, { label: "", link: "" }]);
        }}
      />
    </fieldset>
  );
}

const LEVELS = ["Native", "Fluent", "Advanced", "Intermediate", "Beginner"];

export function LanguagesEditor() {
  const store = useAutosave();
  const rows = (store.value("languages") as LanguageRow[]) ?? [];
  const { listRef, markAdded } = useFocusNewRow();
  const set = (next: LanguageRow[]) => store.setValue("languages", next);
  const change = (index: number, patch: Partial<LanguageRow>) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Languages</legend>
      {rows.length === 0 ? <p className="text-grey-600">No languages yet.</p> : null}
      <datalist id="language-levels">
        {LEVELS.map((level) => (
          <option key={level} value={level} />
        ))}
      </datalist>
      <ul ref={listRef} className="flex flex-col gap-3">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list rows have no id; position is their identity
          <li key={index}>
            <fieldset className="grid gap-3 sm:grid-cols-[2fr_2fr_auto]">
              <legend className="sr-only">Language {index + 1}</legend>
              <TextField
                label="Language"
                value={row.language}
                onChange={(event) => change(index, { language: event.target.value })}
              />
              <TextField
                label="Level"
                value={row.level}
                list="language-levels"
                onChange={(event) => change(index, { level: event.target.value })}
              />
              <button
                type="button"
                className={removeClass}
                onClick={() => set(rows.filter((_, i) => i !== index))}
              >
                Remove<span className="sr-only"> language {index + 1}</span>
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      <AddRowButton
        id="languages-add-help"
        label="Add language"
        help="Fill in the language and level of every row to add another."
        enabled={canAddLanguage(rows)}
        onAdd={() => {
          markAdded();
          set([...rows, { language: "", level: "" }]);
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
