import { APIError } from "better-auth/api";
import { passwordWeaknesses } from "../../shared/password-policy.ts";

type HookContext = { path: string; body?: unknown };

const passwordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/** Refuses a weak new password with every reason, before Better Auth stores it. */
export async function rejectWeakPasswords(ctx: HookContext) {
  const field = passwordFields[ctx.path];
  if (!field || typeof ctx.body !== "object" || ctx.body === null) return;
  const body = ctx.body as Record<string, unknown>;
  const password = body[field];
  if (typeof password !== "string") return;
  const reasons = passwordWeaknesses(password, typeof body.email === "string" ? body.email : undefined);
  if (reasons.length === 0) return;
  throw new APIError("BAD_REQUEST", {
    code: "WEAK_PASSWORD",
    message: `Password is too weak: ${reasons.join("; ")}.`,
    reasons,
  });
}
