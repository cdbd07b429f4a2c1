import type { CodecFor } from "./field-codec";
import { jsonEqual, sameAsStored } from "./json-values";

// The editing state of one autosaved group of fields: the resume's own fields, or one child
// row. Pure functions over immutable values, so the rules that decide what is saved and
// what the user sees can be tested without a browser or a server.

export type Values = Readonly<Record<string, unknown>>;

export interface GroupState {
  /** The values the server last confirmed. */
  readonly base: Values;
  /** What the inputs show where it differs from (or must not be replaced by) the base. */
  readonly local: Values;
  /** Fields the user changed that the server has not confirmed yet. */
  readonly dirty: readonly string[];
}

export interface Patch {
  /** Fields to send, as payloads. */
  readonly patch: Record<string, unknown>;
  /** What the inputs showed for each sent field, to know later whether the user typed on. */
  readonly sent: Values;
  /** Dirty fields held back because the server would refuse them, with the reason. */
  readonly errors: Readonly<Record<string, string>>;
}

export function createGroup(base: Values): GroupState {
  return { base, local: {}, dirty: [] };
}

/** What the input of `field` shows. */
export function shownValue(state: GroupState, field: string, codecFor: CodecFor): unknown {
  return Object.hasOwn(state.local, field)
    ? state.local[field]
    : codecFor(field).fromServer(state.base[field]);
}

/** The user changed a field: it shows the new value and waits to be saved. */
export function editField(state: GroupState, field: string, shown: unknown): GroupState {
  return {
    ...state,
    local: { ...state.local, [field]: shown },
    dirty: state.dirty.includes(field) ? state.dirty : [...state.dirty, field],
  };
}

export function isDirty(state: GroupState): boolean {
  return state.dirty.length > 0;
}

/** The payload of every dirty field the server would accept; the others wait, with why. */
export function buildPatch(state: GroupState, codecFor: CodecFor): Patch {
  const patch: Record<string, unknown> = {};
  const sent: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of state.dirty) {
    const codec = codecFor(field);
    const shown = shownValue(state, field, codecFor);
    const payload = codec.toPayload(shown);
    const error = codec.validate(payload);
    if (error) {
      errors[field] = error;
      continue;
    }
    patch[field] = payload;
    sent[field] = shown;
  }
  return { patch, sent, errors };
}

/**
 * The server now holds `server`. Local values that are not dirty stay only while they mean
 * what the server holds (a trailing space being typed, a half-filled list row); otherwise the
 * server's value shows. Dirty values always stay: they are what the user typed.
 */
export function reconcile(state: GroupState, server: Values, codecFor: CodecFor): GroupState {
  const local: Record<string, unknown> = {};
  for (const [field, shown] of Object.entries(state.local)) {
    const codec = codecFor(field);
    if (state.dirty.includes(field)) local[field] = shown;
    else if (jsonEqual(shown, codec.fromServer(server[field]))) continue;
    else if (sameAsStored(codec.toPayload(shown), server[field])) local[field] = shown;
  }
  return { base: server, local, dirty: state.dirty };
}

/**
 * A save of `sent` succeeded and the server answered `server`: the sent fields are clean unless
 * the user changed them again while the request was on its way.
 */
export function settleSaved(state: GroupState, sent: Values, server: Values, codecFor: CodecFor): GroupState {
  const dirty = state.dirty.filter(
    (field) => !Object.hasOwn(sent, field) || !jsonEqual(shownValue(state, field, codecFor), sent[field]),
  );
  return reconcile({ ...state, dirty }, server, codecFor);
}
