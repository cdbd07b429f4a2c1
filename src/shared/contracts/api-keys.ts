import { z } from "zod";

// /api/account/api-keys: personal API keys (docs/api.md "API keys"). A key is sent as
// `Authorization: Bearer <key>`; a `read` key may only GET, a `read-write` key may also change
// data. Managing keys and the account itself needs a signed-in session, never a key; creating
// one needs a recent sign-in or the password, like the export.

const apiKeyScopes = ["read", "read-write"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "rb_live_";

/** POST /api/account/api-keys. */
export const createApiKeyPayload = z.strictObject({
  name: z
    .string("name must be text.")
    .trim()
    .min(1, "name is required: say what the key is for.")
    .max(100, "name must be at most 100 characters."),
  scope: z.enum(apiKeyScopes, 'scope must be "read" or "read-write".'),
  /** Needed when the sign-in is older than 15 minutes, as for the account export. */
  password: z.string().max(1024, "password is too long.").optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyPayload>;

/** One key as listed: never the key itself, only its first characters. */
export interface ApiKey {
  id: number;
  name: string;
  scope: ApiKeyScope;
  /** The key's first characters, e.g. "rb_live_Ab3x", to tell keys apart. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

/** What creating a key answers: the key, shown this once. */
export interface CreatedApiKey {
  api_key: ApiKey;
  key: string;
}
