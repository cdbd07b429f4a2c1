import { deleteAccountPayload, exportAccountPayload } from "../../../shared/contracts/account.ts";
import { createApiKeyPayload } from "../../../shared/contracts/api-keys.ts";
import { feedbackPayload } from "../../../shared/contracts/feedback.ts";
import { rephrasePayload } from "../../../shared/contracts/free-tools.ts";
import { PLAN_COOKIE } from "../../../shared/plans.ts";
import { listApiKeys } from "../../modules/api-keys/list-api-keys.ts";
import { revokeApiKey } from "../../modules/api-keys/revoke-api-key.ts";
import { becomePartner } from "../../modules/entitlements/become-partner.ts";
import { getEntitlements } from "../../modules/entitlements/get-entitlements.ts";
import type { Operation } from "./operation.ts";
import { deleteById } from "./operation-handler.ts";

// The public routes, the plan, the account and its API keys (docs/api.md "Public", "Account").
// The plan's two routes and listing and revoking API keys are declared with their handlers
// (decision 038); the partner plan a visitor picked on a partner page comes in its cookie (spec §9).
// Creating a key asks for a recent sign-in and mails the owner: api/account/api-key-routes.ts.

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
  },
  {
    ...account,
    method: "post",
    path: "/api/account/export",
    summary: "The same download with the password, for an older session",
    body: exportAccountPayload,
    answer: { status: 200, description: "The JSON file (attachment)" },
  },
  {
    ...account,
    method: "delete",
    path: "/api/account",
    summary: "Delete the account and everything in it",
    body: deleteAccountPayload,
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
    body: createApiKeyPayload,
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
