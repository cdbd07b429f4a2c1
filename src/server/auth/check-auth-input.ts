import { APIError } from "better-auth/api";
import { AppError } from "../lib/app-error.ts";
import { storableText } from "../lib/validate-payload.ts";

type HookContext = { path: string; body?: unknown; query?: unknown };

const MAX_NAME = 200;
const MAX_IMAGE = 2_000;
// Better Auth stores `name` and `image` as sent on these paths (update-user takes any JSON).
const profilePaths = new Set(["/update-user", "/sign-up/email", "/sign-in/magic-link"]);

/**
 * What Better Auth looks up or stores must be storable and shown as text: no NUL (a 500 in
 * PostgreSQL) in the body or the query, no lone surrogates, and a name and picture that are
 * text of a sane length, not objects or numbers that would show as "[object Object]".
 */
export async function checkAuthInput(ctx: HookContext) {
  try {
    storableText(ctx.query);
    storableText(ctx.body);
  } catch (error) {
    if (error instanceof AppError) throw refuse("INVALID_TEXT", error.message);
    throw error;
  }
  if (!profilePaths.has(ctx.path) || typeof ctx.body !== "object" || ctx.body === null) return;
  const { name, image } = ctx.body as Record<string, unknown>;
  if (name !== undefined && (typeof name !== "string" || name.trim().length > MAX_NAME))
    throw refuse("INVALID_NAME", `The name must be text of at most ${MAX_NAME} characters.`);
  if (image !== undefined && image !== null && (typeof image !== "string" || image.length > MAX_IMAGE))
    throw refuse("INVALID_IMAGE", `The picture must be a URL of at most ${MAX_IMAGE} characters.`);
}

const refuse = (code: string, message: string) => new APIError("BAD_REQUEST", { code, message });
