import type { CodecFor } from "./field-codec";
import { type GroupState, reconcile, type Values } from "./group-state";

/**
 * A save was refused with 409 because another tab saved first; `current` is what the server
 * holds now. The user's own unsaved fields are re-applied on top of it (never dropped), and
 * every field the user did not touch takes the other tab's value (never overwritten). The
 * caller retries with `current.updated_at` and the same dirty fields.
 */
export function mergeOnConflict(state: GroupState, current: Values, codecFor: CodecFor): GroupState {
  return reconcile(state, current, codecFor);
}
