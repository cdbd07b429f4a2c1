import { z } from "zod";

// /api/account: "Your data" (docs/api.md): GET|POST /export answers the JSON file, DELETE /
// answers OkAnswer. Both need a sign-in from the last 15 minutes or the password.

const passwordField = z.string().max(1024, "password is too long.").optional();

/** DELETE /api/account. */
export const deleteAccountPayload = z.strictObject({
  confirm: z.literal("DELETE", 'confirm must be exactly "DELETE" to delete the account.'),
  password: passwordField,
});
export type DeleteAccountRequest = z.input<typeof deleteAccountPayload>;

/** POST /api/account/export: the password, for a session older than 15 minutes. */
export const exportAccountPayload = z.strictObject({ password: passwordField });
export type ExportAccountRequest = z.input<typeof exportAccountPayload>;
