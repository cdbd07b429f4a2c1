import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, paymentEvent } from "../../src/server/db/schema/index.ts";
import { plans, UNLIMITED } from "../../src/shared/plans.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import { checkoutEvent, deliver, paymentsEnv, subscriptionEvent } from "./payments-helpers.ts";

const cents = (usd: number) => Math.round(usd * 100);

describe.each(databaseDependentKinds())(
  "Stripe webhook (signed locally with the test secret; Stripe itself not contacted) (%s)",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: paymentsEnv });
    });
    afterAll(() => t.close());

    async function rowOf(userId: string) {
      const [row] = await t.db.select().from(entitlement).where(eq(entitlement.userId, userId));
      return row;
    }

    async function freshUser() {
      const user = await signUpConfirmed(t);
      const before = await user.client.json("/api/user");
      expect(before.body).toMatchObject({ cvLeft: plans.free.cvs, generated: 0, isPaid: false });
      return user;
    }

    it("refuses a missing or wrong signature with 400 and credits nothing", async () => {
      const { client, userId } = await freshUser();
      const event = checkoutEvent({ userId, amount: cents(plans.pro.priceUsd) });
      const missing = await deliver(t, event, { signature: null });
      expect(missing.status).toBe(400);
      expect((await missing.json()).error.message).toMatch(/Stripe-Signature/);
      const wrongSecret = await deliver(t, event, { secret: "whsec_not_the_one" });
      expect(wrongSecret.status).toBe(400);
      const garbage = await deliver(t, event, { signature: "t=1,v1=deadbeef" });
      expect(garbage.status).toBe(400);
      expect((await client.json("/api/user")).body).toMatchObject({ isPaid: false, cvLeft: plans.free.cvs });
      const rows = await t.db.select().from(paymentEvent).where(eq(paymentEvent.id, event.id));
      expect(rows).toEqual([]);
    });

    it("a tampered body with the original signature is refused", async () => {
      const { client, userId } = await freshUser();
      const event = checkoutEvent({ userId, amount: cents(plans.basic.priceUsd) });
      const { default: Stripe } = await import("stripe");
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: JSON.stringify(event),
        secret: paymentsEnv.STRIPE_WEBHOOK_SECRET,
      });
      const tampered = structuredClone(event);
      tampered.data.object.amount_subtotal = cents(plans.pro.priceUsd);
      const res = await deliver(t, tampered, { signature });
      expect(res.status).toBe(400);
      expect((await client.json("/api/user")).body).toMatchObject({ isPaid: false, cvLeft: plans.free.cvs });
    });

    it("credits a one-time plan once, whatever the number of deliveries (10 in a row, 10 at once)", async () => {
      const { client, userId } = await freshUser();
      const event = checkoutEvent({ userId, amount: cents(plans.basic.priceUsd) });
      for (let i = 0; i < 10; i++) {
        const res = await deliver(t, event);
        expect(res.status).toBe(200);
        expect((await res.json()).outcome).toBe(i === 0 ? "applied" : "duplicate");
      }
      const pro = checkoutEvent({ userId, amount: cents(plans.pro.priceUsd) });
      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(t, pro)));
      const outcomes = await Promise.all(answers.map(async (res) => (await res.json()).outcome));
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);

      const user = (await client.json("/api/user")).body;
      expect(user).toMatchObject({
        cvLeft: plans.free.cvs + plans.basic.cvs + plans.pro.cvs,
        generated: plans.free.generations + plans.basic.generations + plans.pro.generations,
        isPaid: true,
        subscriptionActive: false,
      });
      expect((await rowOf(userId))?.plan).toBe("pro");
    });

    it("identifies the plan by metadata.plan before the amount", async () => {
      const { client, userId } = await freshUser();
      const res = await deliver(t, checkoutEvent({ userId, amount: 0, metadata: { plan: "pro" } }));
      expect(res.status).toBe(200);
      expect((await client.json("/api/user")).body.cvLeft).toBe(plans.free.cvs + plans.pro.cvs);
    });

    it("answers 400 for a checkout it cannot credit, recording nothing, so Stripe's retry can succeed", async () => {
      const { client, userId } = await freshUser();
      const unknownAmount = checkoutEvent({ userId, amount: 123 });
      expect((await deliver(t, unknownAmount)).status).toBe(400);
      const noUser = checkoutEvent({ userId: null, amount: cents(plans.basic.priceUsd) });
      expect((await deliver(t, noUser)).status).toBe(400);
      const strangerId = checkoutEvent({ userId: "no-such-user", amount: cents(plans.basic.priceUsd) });
      expect((await deliver(t, strangerId)).status).toBe(400);
      expect((await client.json("/api/user")).body.isPaid).toBe(false);
      const recorded = await t.db.select().from(paymentEvent).where(eq(paymentEvent.id, unknownAmount.id));
      expect(recorded).toEqual([]);
    });

    it("turns a subscription on, off on cancel, and ignores an older update that arrives late", async () => {
      const { client, userId } = await freshUser();
      const now = Math.floor(Date.now() / 1000);
      const ids = { customer: `cus_${userId}`, subscription: `sub_${userId}` };
      const checkout = checkoutEvent({
        userId,
        amount: cents(plans.premium.priceUsd),
        mode: "subscription",
        createdAt: now,
        ...ids,
      });
      expect((await deliver(t, checkout)).status).toBe(200);
      expect((await client.json("/api/user")).body).toMatchObject({
        subscriptionActive: true,
        cvLeft: UNLIMITED,
        generated: UNLIMITED,
      });
      expect(await rowOf(userId)).toMatchObject({
        stripeCustomerId: ids.customer,
        stripeSubscriptionId: ids.subscription,
      });

      const cancel = subscriptionEvent({
        type: "customer.subscription.deleted",
        status: "canceled",
        createdAt: now + 60,
        ...ids,
      });
      const cancelled = await deliver(t, cancel);
      expect((await cancelled.json()).outcome).toBe("applied");
      expect((await client.json("/api/user")).body).toMatchObject({
        subscriptionActive: false,
        cvLeft: plans.free.cvs,
      });

      // An "active" update created before the cancel, delivered after it: changes nothing.
      const late = subscriptionEvent({
        type: "customer.subscription.updated",
        status: "active",
        createdAt: now + 30,
        ...ids,
      });
      const lateAnswer = await deliver(t, late);
      expect(lateAnswer.status).toBe(200);
      expect((await lateAnswer.json()).outcome).toBe("stale");
      expect((await client.json("/api/user")).body.subscriptionActive).toBe(false);

      // A newer update (resubscribed) turns it on again; a redelivered cancel then changes nothing.
      const resumed = subscriptionEvent({
        type: "customer.subscription.updated",
        status: "active",
        createdAt: now + 120,
        ...ids,
      });
      expect((await deliver(t, resumed)).status).toBe(200);
      expect((await client.json("/api/user")).body.subscriptionActive).toBe(true);
      expect((await (await deliver(t, cancel)).json()).outcome).toBe("duplicate");
      expect((await client.json("/api/user")).body.subscriptionActive).toBe(true);

      const unpaid = subscriptionEvent({
        type: "customer.subscription.updated",
        status: "unpaid",
        createdAt: now + 180,
        ...ids,
      });
      expect((await deliver(t, unpaid)).status).toBe(200);
      expect((await client.json("/api/user")).body.subscriptionActive).toBe(false);
    });

    it("ignores events of other types and subscriptions no user holds", async () => {
      const other = { ...checkoutEvent({ userId: null, amount: 1 }), type: "invoice.paid" };
      const res = await deliver(t, other);
      expect(res.status).toBe(200);
      expect((await res.json()).outcome).toBe("ignored");
      const stranger = subscriptionEvent({
        type: "customer.subscription.deleted",
        status: "canceled",
        createdAt: Math.floor(Date.now() / 1000),
        customer: "cus_nobody",
        subscription: "sub_nobody",
      });
      expect((await (await deliver(t, stranger)).json()).outcome).toBe("ignored");
    });
  },
);

describe("Stripe webhook without STRIPE_WEBHOOK_SECRET", () => {
  it("answers 503 with a message naming the variable", async () => {
    const t = await createTestApp("pglite");
    try {
      const res = await deliver(t, checkoutEvent({ userId: "x", amount: 690 }));
      expect(res.status).toBe(503);
      expect((await res.json()).error.message).toMatch(/STRIPE_WEBHOOK_SECRET/);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseDependentKinds())(
  "Stripe webhook in partner mode (signed locally; Stripe not contacted) (%s)",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { ...paymentsEnv, PARTNER_MODE: "on", STRIPE_LINK_SENIOR: "https://buy.stripe.com/test_senior" },
      });
    });
    afterAll(() => t.close());

    it("credits a partner role plan bought in CAD: Pro's allowance, the partner flag and the role", async () => {
      const { client, userId } = await signUpConfirmed(t);
      const res = await deliver(t, checkoutEvent({ userId, amount: 15_000, currency: "cad" }));
      expect(res.status).toBe(200);
      expect((await client.json("/api/user")).body).toMatchObject({
        cvLeft: plans.free.cvs + plans.pro.cvs,
        generated: plans.pro.generations,
        isPaid: true,
        partner: true,
        partner_plan: "senior",
      });
    });

    it("publishes the configured Payment Links (null when not set) in GET /api/config", async () => {
      const config = await (await t.app.request("http://localhost:3999/api/config")).json();
      expect(config.payments.links).toEqual({
        basic: paymentsEnv.STRIPE_LINK_BASIC,
        pro: paymentsEnv.STRIPE_LINK_PRO,
        premium: paymentsEnv.STRIPE_LINK_PREMIUM,
        junior: null,
        middle: null,
        senior: "https://buy.stripe.com/test_senior",
        executive: null,
      });
      expect(config.partnerMode).toBe(true);
      expect(config.analytics).toBeNull();
    });
  },
);
