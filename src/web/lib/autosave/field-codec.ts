import type { ZodType } from "zod";

// How one field travels between the input and the API. The input may show something other
// than what is stored (skills as "a, b" text, a list with a half-filled row), so every field
// says how to turn what the input shows into a payload, and back.
export interface FieldCodec {
  /** What the input shows for the server's value. */
  fromServer(value: unknown): unknown;
  /** What is sent for what the input shows. */
  toPayload(shown: unknown): unknown;
  /** Why the payload may not be sent (the server would refuse it with 400), or null. */
  validate(payload: unknown): string | null;
}

export type CodecFor = (field: string) => FieldCodec;

/** The first message of a zod refusal, or null when the value is valid. */
export function zodMessage(schema: ZodType | undefined, value: unknown): string | null {
  if (!schema) return null;
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "This value is not valid.");
}

/** A field shown and sent as it is (text, a checkbox), checked by its schema. */
export function plainCodec(schema: ZodType | undefined, empty: unknown = ""): FieldCodec {
  return {
    fromServer: (value) => value ?? empty,
    toPayload: (shown) => shown,
    validate: (payload) => zodMessage(schema, payload),
  };
}
