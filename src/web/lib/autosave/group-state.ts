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
  /**
   * Dirty fields the server refused (400 naming them), with what the input showed when it was
   * sent and why: held back like an invalid field until the user changes them.
   */
  readonly refused: Readonly<Record<string, Refusal>>;
}

interface Refusal {
  readonly shown: unknown;
  readonly message: string;
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
  return { base, local: {}, dirty: [], refused: {} };
}

/** What the input of `field` shows. */
export function shownValue(state: GroupState, field: string, codecFor: CodecFor): unknown {
  return Object.hasOwn(state.local, field)
    ? state.local[field]
    : codecFor(field).fromServer(state.base[field]);
}

/** The user changed a field: it shows the new value and waits to be saved (a refusal is over). */
export function editField(state: GroupState, field: string, shown: unknown): GroupState {
  const refused = { ...state.refused };
  delete refused[field];
  return {
    ...state,
    local: { ...state.local, [field]: shown },
    dirty: state.dirty.includes(field) ? state.dirty : [...state.dirty, field],
    refused,
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
    const refusal = state.refused[field];
    if (refusal && jsonEqual(refusal.shown, shown)) {
      errors[field] = refusal.message;
      continue;
    }
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
  const refused = Object.fromEntries(
    Object.entries(state.refused).filter(([field]) => state.dirty.includes(field)),
  );
  return { base: server, local, dirty: state.dirty, refused };
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

/**
 * The server refused these sent fields (field -> its message): each is held back with the
 * message until the user changes it, unless the user already typed on while it was sent.
 */
export function refuseFields(
  state: GroupState,
  messages: Readonly<Record<string, string>>,
  sent: Values,
  codecFor: CodecFor,
): GroupState {
  const refused = { ...state.refused };
  for (const [field, message] of Object.entries(messages)) {
    if (!Object.hasOwn(sent, field) || !state.dirty.includes(field)) continue;
    if (jsonEqual(shownValue(state, field, codecFor), sent[field]))
      refused[field] = { shown: sent[field], message };
  }
  return { ...state, refused };
}

/**
 * Values the user typed earlier that could not be saved (kept in the browser over a reload):
 * each shows again, dirty, if the server still holds what it held then; otherwise the field
 * was saved since (another tab, another device) and the old value is not brought back.
 */
export function restoreHeld(
  state: GroupState,
  held: Readonly<Record<string, HeldValue>>,
  fields: readonly string[],
): GroupState {
  let next = state;
  for (const [field, value] of Object.entries(held)) {
    if (!fields.includes(field) || !jsonEqual(state.base[field] ?? null, value.base)) continue;
    next = editField(next, field, value.shown);
  }
  return next;
}

/** A held field as the browser keeps it: what the input showed, and the server's value then. */
export interface HeldValue {
  readonly shown: unknown;
  readonly base: unknown;
}

/** The held fields of a group (those with a reason in `errors`), to keep in the browser. */
export function heldValues(
  state: GroupState,
  errors: Readonly<Record<string, string>>,
  codecFor: CodecFor,
): Record<string, HeldValue> {
  const held: Record<string, HeldValue> = {};
  for (const field of Object.keys(errors)) {
    if (!state.dirty.includes(field)) continue;
    held[field] = { shown: shownValue(state, field, codecFor), base: state.base[field] ?? null };
  }
  return held;
}
