import type { z } from "zod";
import { deleteAccountPayload, exportAccountPayload } from "../../../shared/contracts/account.ts";
import { createApiKeyPayload } from "../../../shared/contracts/api-keys.ts";
import { feedbackPayload } from "../../../shared/contracts/feedback.ts";
import type { OkAnswer } from "../../../shared/contracts/fields.ts";
import { rephrasePayload } from "../../../shared/contracts/free-tools.ts";
import { PLAN_COOKIE } from "../../../shared/plans.ts";
import { requireRecentSignIn } from "../../auth/require-recent-sign-in.ts";
import { mails } from "../../email/templates.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileAnswer } from "../../lib/file-answer.ts";
import { byteStreamOf } from "../../lib/streamed-json.ts";
import { deleteAccount } from "../../modules/account/delete-account.ts";
import { exportAccountData } from "../../modules/account/export-account-data.ts";
import { createApiKey } from "../../modules/api-keys/create-api-key.ts";
import { listApiKeys } from "../../modules/api-keys/list-api-keys.ts";
import { revokeApiKey } from "../../modules/api-keys/revoke-api-key.ts";
import { becomePartner } from "../../modules/entitlements/become-partner.ts";
import { getEntitlements } from "../../modules/entitlements/get-entitlements.ts";
import { createStripeClient } from "../../modules/payments/stripe-client.ts";
import type { Operation } from "./operation.ts";
import { deleteById, type OperationCall, withBody } from "./operation-handler.ts";

// The public routes, the plan, the account and its API keys (docs/api.md "Public", "Account").
// The plan's two routes and listing and revoking API keys are declared with their handlers
// (decision 038); the partner plan a visitor picked on a partner page comes in its cookie (spec §9).
// "Your data" (export everything, delete the account) and creating a key need a sign-in from the
// last 15 minutes or the password: a stolen session cookie is not enough. A key reads everything
// the export does, for as long as it lives, so creating one asks the same and tells the owner.

const site = { tag: "Public", access: "public" } as const;
const account = { tag: "Account", access: "session-only" } as const;

export const accountOperations: Operation[] = [
  {
    ...site,
    method: "get",
    path: "/api/health",
    summary: "Health of the server and its database",
    answer: { status: 200, description: "{ status, database, pdf }; 503 when the database is unreachable" },
  },
  {
    ...site,
    method: "get",
    path: "/api/config",
    summary: "What the sign-in and pricing pages need",
    answer: {
      status: 200,
      description: "{ socialProviders, smsEnabled, outbox, billing, partnerMode, payments }",
    },
  },
  {
    ...site,
    method: "post",
    path: "/api/payments/webhook",
    summary: "Stripe's signed webhook (Stripe only)",
    answer: { status: 200, description: "{ received: true }; 400 without a valid Stripe-Signature" },
  },
  {
    ...site,
    method: "post",
    path: "/api/feedback",
    summary: "The contact form",
    body: feedbackPayload,
    answer: { status: 201, description: "{ ok: true }" },
  },
  {
    ...site,
    method: "post",
    path: "/api/free-tools/rephrase",
    summary: "How to professionally say it: alternatives for a phrase",
    body: rephrasePayload,
    answer: { status: 200, description: "{ alternatives: string[], writer }" },
  },
  {
    ...site,
    method: "get",
    path: "/api/openapi.json",
    summary: "This description",
    answer: { status: 200, description: "The OpenAPI 3.1 document" },
  },
  {
    ...site,
    method: "get",
    path: "/api/docs",
    summary: "The API reference as a page",
    answer: { status: 200, description: "HTML", mediaType: "text/html" },
  },
  {
    tag: "Account",
    access: "signed-in",
    method: "get",
    path: "/api/user",
    summary: "The user's plan and what is left of it",
    answer: {
      status: 200,
      description: "{ cvLeft, generated, subscriptionActive, isPaid, partner, partner_plan }",
    },
    handle: ({ deps: { db, env }, userId, cookie }) =>
      getEntitlements({ db, userId, billingEnabled: env.BILLING, planCookie: cookie(PLAN_COOKIE) }),
  },
  {
    tag: "Account",
    access: "signed-in",
    method: "post",
    path: "/api/user/partner",
    summary: "Mark the user a partner (PARTNER_MODE only)",
    answer: { status: 200, description: "{ ok: true }" },
    handle: async ({ deps: { db, env }, userId, cookie }) => {
      await becomePartner({
        db,
        userId,
        partnerModeEnabled: env.PARTNER_MODE,
        planCookie: cookie(PLAN_COOKIE),
      });
      return { ok: true };
    },
  },
  {
    ...account,
    method: "get",
    path: "/api/account/export",
    summary: "Everything we hold about the user, as one JSON download (a recent sign-in)",
    answer: { status: 200, description: "The JSON file (attachment)" },
    handle: async (call) => {
      await recentSignIn(call);
      return exportAll(call);
    },
  },
  {
    ...account,
    method: "post",
    path: "/api/account/export",
    summary: "The same download with the password, for an older session",
    ...withBody(exportAccountPayload, async (call) => {
      await recentSignIn(call, call.body.password);
      return exportAll(call);
    }),
    answer: { status: 200, description: "The JSON file (attachment)" },
  },
  {
    ...account,
    method: "delete",
    path: "/api/account",
    summary: "Delete the account and everything in it",
    ...withBody(deleteAccountPayload, async (call) => {
      await recentSignIn(call, call.body.password);
      const { db, logger, storage, env } = call.deps;
      // Deleting an account cancels its subscription at Stripe first.
      const stripe = createStripeClient(env);
      await deleteAccount({ db, logger, storage, stripe, userId: call.userId });
      // The session row is gone with the user; the browser should drop its cookie too.
      call.expireCookie(SESSION_COOKIE, {});
      call.expireCookie(`__Secure-${SESSION_COOKIE}`, { secure: true });
      return { ok: true } satisfies OkAnswer;
    }),
    answer: { status: 200, description: "{ ok: true }" },
  },
  {
    ...account,
    method: "get",
    path: "/api/account/api-keys",
    summary: "The user's active API keys (never the keys themselves)",
    answer: { status: 200, description: "ApiKey[]: { id, name, scope, prefix, created_at, last_used_at }" },
    handle: ({ deps, userId }) => listApiKeys({ db: deps.db, userId }),
  },
  {
    ...account,
    method: "post",
    path: "/api/account/api-keys",
    limit: "write",
    summary: "Create an API key: the answer is the only time the key is shown",
    ...withBody(createApiKeyPayload, createKey),
    answer: {
      status: 201,
      description:
        "{ api_key: ApiKey, key }; a sign-in older than 15 minutes must send the password (403 reauthentication_required)",
    },
  },
  {
    ...account,
    method: "delete",
    path: "/api/account/api-keys",
    summary: "Revoke an API key: it stops working at once",
    ...deleteById(({ db }, userId, id) => revokeApiKey({ db, userId, id })),
    answer: { status: 200, description: "{ ok: true }" },
  },
];

// Better Auth's session cookie (with the __Secure- prefix on https).
const SESSION_COOKIE = "better-auth.session_token";
const GUESTS_HAVE_NO_KEYS =
  "Create an account first: a guest's work lives in this browser only, so it has no API keys.";

const recentSignIn = ({ deps: { auth, db }, user }: OperationCall, password?: string) =>
  requireRecentSignIn({ auth, db, user, password });

/**
 * Called after the sign-in check: a refusal is still a plain JSON error. The file is then
 * streamed as it is read (resumes and revisions a page at a time), so a failure part-way can
 * no longer change the status: it is logged and the download is cut off.
 */
async function exportAll({
  deps: { db, storage, logger },
  userId,
  requestId,
}: OperationCall): Promise<Response> {
  const { exportedAt, pieces } = await exportAccountData({ db, storage, userId });
  const body = byteStreamOf(pieces, (error) =>
    logger.error("account export failed", { requestId, userId, error }),
  );
  return fileAnswer(body, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="resume-builder-data-${exportedAt.slice(0, 10)}.json"`,
  });
}

async function createKey(call: OperationCall<z.output<typeof createApiKeyPayload>>) {
  const { deps, user, body, requestId } = call;
  const { name, scope, password } = body;
  if (user.isAnonymous) throw new AppError("forbidden", GUESTS_HAVE_NO_KEYS);
  await recentSignIn(call, password);
  const created = await createApiKey({ db: deps.db, userId: user.id, name, scope });
  // The key is made and shown once: a mail that fails is logged, not a lost key.
  const notice = mails.apiKeyCreated(user.email, {
    name,
    scope,
    createdAt: new Date(created.api_key.created_at),
  });
  await deps.mailer
    .send(notice)
    .catch((error) => deps.logger.error("api key notice not sent", { requestId, userId: user.id, error }));
  return created;
}
