import type { FieldTarget } from "../../../shared/contracts/resume-quality";
import type { ResumeAutosave } from "../../lib/autosave/resume-autosave";
import { entityConfigs } from "./entity-configs";
import type { HeldPlace } from "./save-places";

// "Go to" from a quality finding: the Finalize step asks for a field, the wizard opens its step,
// and once the step has rendered, focuses the field and selects the line. The request waits
// here between the two (one at a time: a newer "Go to" replaces it). The save status's "Go to"
// a field that is not saved waits here the same way.

export interface FieldJump {
  target: FieldTarget;
  /** The line as the check quoted it (without a trailing "…"), to find it if it moved. */
  quoted: string;
  /** Select only the quoted word (a misspelling) rather than the whole line. */
  wordOnly?: boolean;
}

let pending: FieldJump | null = null;
/** A "Go to" from the save status, to a field that is not saved. */
let pendingHeld: HeldPlace | null = null;

export function requestFieldJump(jump: FieldJump) {
  pending = jump;
  pendingHeld = null;
}

export function requestHeldJump(place: HeldPlace) {
  pendingHeld = place;
  pending = null;
}

/** The input of a field held back from saving, on the page now (its first invalid input for a list). */
export function findHeldControl(place: HeldPlace): HTMLElement | null {
  const scope = place.rowKey
    ? document.querySelector(`[data-row-key="${CSS.escape(place.rowKey)}"]`)
    : document;
  if (!scope) return null;
  const marked = [
    ...scope.querySelectorAll<HTMLElement>(`[data-save-field="${CSS.escape(place.saveField)}"]`),
  ].find((element) => place.rowKey || !element.closest("[data-row-key]"));
  if (!marked || marked.matches("input, textarea, select")) return marked ?? null;
  return (
    marked.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    marked.querySelector<HTMLElement>("input, textarea, select")
  );
}

/** Brings a control into view (centred, clear of the sticky step bar) and focuses it. */
export function focusControl(control: HTMLElement) {
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/** Whether the pending "Go to" is for this row: its card then opens expanded, so the field can take focus. */
export function isJumpTarget(kind: FieldTarget["kind"], rowId: number | undefined): boolean {
  return (
    pending !== null && rowId !== undefined && pending.target.kind === kind && pending.target.rowId === rowId
  );
}

/** The text area labelled `label` inside `scope`. */
function labelledTextArea(scope: ParentNode, label: string): HTMLTextAreaElement | null {
  const found = [...scope.querySelectorAll("label")].find((item) => item.textContent?.trim() === label);
  return found?.control instanceof HTMLTextAreaElement ? found.control : null;
}

/** The step's text area the target names, or null when the row or field is gone. */
function findField(store: ResumeAutosave, target: FieldTarget): HTMLTextAreaElement | null {
  if (target.kind === "summary") return labelledTextArea(document, "Summary");
  const row = store.rows(target.kind).find((entry) => entry.id === target.rowId);
  const label = entityConfigs[target.kind].fields.find((spec) => spec.name === target.name)?.label;
  const item = row ? document.querySelector(`[data-row-key="${CSS.escape(row.key)}"]`) : null;
  return item && label ? labelledTextArea(item, label) : null;
}

/** Where the line is in the text now: at its stored index if it still says the same, else found by its words. */
export function lineRange(value: string, line: number, quoted: string): [number, number] | null {
  const lines = value.split("\n");
  const start = lines.slice(0, line).reduce((sum, text) => sum + text.length + 1, 0);
  const atIndex = lines[line];
  if (atIndex !== undefined && quoted && atIndex.includes(quoted)) return [start, start + atIndex.length];
  const found = quoted ? value.indexOf(quoted) : -1;
  if (found < 0) return null;
  const lineStart = value.lastIndexOf("\n", found) + 1;
  const lineEnd = value.indexOf("\n", found);
  return [lineStart, lineEnd < 0 ? value.length : lineEnd];
}

/**
 * Called by the wizard after it shows `step`: focuses the pending field of that step and selects
 * its line. False when there is nothing to do (the wizard then focuses the step's heading).
 */
export function focusPendingField(step: string, store: ResumeAutosave): boolean {
  const held = pendingHeld;
  if (held && (held.steps as readonly string[]).includes(step)) {
    pendingHeld = null;
    const control = findHeldControl(held);
    if (control) focusControl(control);
    return control !== null;
  }
  const jump = pending;
  if (!jump || jump.target.step !== step) return false;
  pending = null;
  const field = findField(store, jump.target);
  if (!field) return false;
  focusControl(field);
  const range = lineRange(field.value, jump.target.line, jump.quoted);
  if (range && jump.wordOnly) {
    const at = field.value.indexOf(jump.quoted, range[0]);
    if (at >= 0 && at < range[1]) field.setSelectionRange(at, at + jump.quoted.length);
  } else if (range) field.setSelectionRange(range[0], range[1]);
  return true;
}
