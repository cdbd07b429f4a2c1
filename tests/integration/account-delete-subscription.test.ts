import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/index.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import { setEntitlement } from "./resumes-helpers.ts";

// Issue 11, finding 11: deleting an account must not leave its Premium subscription billing.
// Stripe's API is stood in for at the network edge by a loopback HTTP server (STRIPE_API_URL).

interface StripeCall {
  method: string;
  path: string;
}

/** A loopback stand-in for Stripe's API: records calls and answers what `answer` says. */
async function fakeStripe() {
  const calls: StripeCall[] = [];
  let answer: (call: StripeCall) => { status: number; body: object } = (call) => ({
    status: 200,
    body: { id: call.path.split("/").pop(), object: "subscription", status: "canceled" },
  });
  const server: Server = createServer((req, res) => {
    const call = { method: req.method ?? "", path: req.url ?? "" };
    calls.push(call);
    req.resume();
    req.on("end", () => {
      const { status, body } = answer(call);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerWith(next: typeof answer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())("deleting an account with a subscription (%s)", (kind) => {
  describe("with STRIPE_SECRET_KEY (Stripe faked on loopback)", () => {
    let t: TestApp;
    let stripe: Awaited<ReturnType<typeof fakeStripe>>;
    beforeAll(async () => {
      stripe = await fakeStripe();
      t = await createTestApp(kind, {
        env: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_URL: stripe.url },
      });
    });
    afterEach(() => {
      stripe.calls.length = 0;
    });
    afterAll(async () => {
      await t.close();
      await stripe.close();
    });

    async function subscriber(subscriptionId: string) {
      const account = await signUpConfirmed(t);
      await setEntitlement(t, account.userId, {
        plan: "premium",
        subscriptionActive: true,
        stripeCustomerId: "cus_test_1",
        stripeSubscriptionId: subscriptionId,
      });
      return account;
    }
    const deleteAccount = (account: Awaited<ReturnType<typeof subscriber>>) =>
      account.client.json("/api/account", { method: "DELETE", json: { confirm: "DELETE" } });
    const exists = async (userId: string) =>
      (await t.db.select().from(user).where(eq(user.id, userId))).length === 1;

    it("cancels the subscription at Stripe, then deletes the account", async () => {
      stripe.answerWith((call) => ({
        status: 200,
        body: { id: "sub_live_1", object: "subscription", status: "canceled", path: call.path },
      }));
      const account = await subscriber("sub_live_1");
      const res = await deleteAccount(account);
      expect(res).toMatchObject({ status: 200, body: { ok: true } });
      expect(stripe.calls).toEqual([{ method: "DELETE", path: "/v1/subscriptions/sub_live_1" }]);
      expect(await exists(account.userId)).toBe(false);
    });

    it("keeps the account and says so when Stripe cannot cancel", async () => {
      stripe.answerWith(() => ({ status: 500, body: { error: { type: "api_error", message: "boom" } } }));
      const account = await subscriber("sub_live_2");
      const res = await deleteAccount(account);
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe(
        "We could not cancel your Premium subscription with Stripe just now, so the account was not deleted. Please try again in a few minutes.",
      );
      expect(await exists(account.userId)).toBe(true);
    });

    it("deletes the account when Stripe no longer knows the subscription", async () => {
      stripe.answerWith(() => ({
        status: 404,
        body: {
          error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" },
        },
      }));
      const account = await subscriber("sub_gone");
      expect((await deleteAccount(account)).status).toBe(200);
      expect(await exists(account.userId)).toBe(false);
    });

    it("calls Stripe for nobody without an active subscription", async () => {
      const account = await signUpConfirmed(t);
      expect((await deleteAccount(account)).status).toBe(200);
      expect(stripe.calls).toEqual([]);
    });
  });

  describe("without STRIPE_SECRET_KEY", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it("refuses to delete an account whose subscription is active (409), with what to do", async () => {
      const account = await signUpConfirmed(t);
      await setEntitlement(t, account.userId, {
        plan: "premium",
        subscriptionActive: true,
        stripeSubscriptionId: "sub_unreachable",
      });
      const res = await account.client.json("/api/account", {
        method: "DELETE",
        json: { confirm: "DELETE" },
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: "conflict", details: { reason: "subscriptionActive" } });
      expect(res.body.error.message).toMatch(/^Your Premium subscription is still active\. Cancel it first/);
      expect((await t.db.select().from(user).where(eq(user.id, account.userId))).length).toBe(1);
    });
  });
});
