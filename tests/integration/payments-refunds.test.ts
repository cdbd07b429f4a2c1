import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement } from "../../src/server/db/schema/index.ts";
import { plans } from "../../src/shared/plans.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { databaseDependentKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import {
  chargeRefundedEvent,
  checkoutEvent,
  deliver,
  disputeCreatedEvent,
  paymentIntentId,
  paymentsEnv,
} from "./payments-helpers.ts";

// Issue 11, finding 11: a refunded or disputed payment takes back what it bought. Events are
// signed locally with the test secret; Stripe itself is not contacted.

const cents = (usd: number) => Math.round(usd * 100);

describe.each(databaseDependentKinds())(
  "Stripe refunds and disputes (signed locally; Stripe not contacted) (%s)",
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: paymentsEnv });
    });
    afterAll(() => t.close());

    async function buyer(plan: "basic" | "pro") {
      const user = await signUpConfirmed(t);
      await user.client.json("/api/user");
      const paymentIntent = paymentIntentId();
      const amount = cents(plans[plan].priceUsd);
      const paid = await deliver(t, checkoutEvent({ userId: user.userId, amount, paymentIntent }));
      expect(paid.status).toBe(200);
      return { ...user, paymentIntent, amount };
    }

    const entitlementsOf = async (client: Awaited<ReturnType<typeof buyer>>["client"]) =>
      (await client.json("/api/user")).body;

    it("a full refund takes back the plan's credits and isPaid, once", async () => {
      const { client, paymentIntent, amount } = await buyer("pro");
      expect(await entitlementsOf(client)).toMatchObject({
        isPaid: true,
        cvLeft: plans.free.cvs + plans.pro.cvs,
        generated: plans.pro.generations,
      });
      const refund = chargeRefundedEvent({ paymentIntent, amount });
      expect((await deliver(t, refund)).status).toBe(200);
      // Back to the free plan's allowance.
      expect(await entitlementsOf(client)).toMatchObject({
        isPaid: false,
        cvLeft: plans.free.cvs,
        generated: 0,
      });
      // Redelivered, or refunded again: nothing more is taken.
      expect((await deliver(t, refund)).status).toBe(200);
      expect((await deliver(t, chargeRefundedEvent({ paymentIntent, amount }))).status).toBe(200);
      expect(await entitlementsOf(client)).toMatchObject({
        isPaid: false,
        cvLeft: plans.free.cvs,
        generated: 0,
      });
    });

    it("never takes credits below zero, and keeps isPaid while another purchase stands", async () => {
      const first = await buyer("basic");
      const second = checkoutEvent({
        userId: first.userId,
        amount: first.amount,
        paymentIntent: paymentIntentId(),
      });
      expect((await deliver(t, second)).status).toBe(200);
      // Two Basic purchases: 1 + 2 + 2 resumes, of which four are used.
      await t.db.update(entitlement).set({ cvLeft: 1 }).where(eq(entitlement.userId, first.userId));
      expect(
        (await deliver(t, chargeRefundedEvent({ paymentIntent: first.paymentIntent, amount: first.amount })))
          .status,
      ).toBe(200);
      expect(await entitlementsOf(first.client)).toMatchObject({
        isPaid: true,
        cvLeft: 0,
        generated: plans.basic.generations,
      });
    });

    it("a partial refund changes nothing; a dispute takes the purchase back", async () => {
      const { client, paymentIntent, amount } = await buyer("basic");
      const before = await entitlementsOf(client);
      expect(
        (await deliver(t, chargeRefundedEvent({ paymentIntent, amount, amountRefunded: 100 }))).status,
      ).toBe(200);
      expect(await entitlementsOf(client)).toEqual(before);
      const dispute = await deliver(t, disputeCreatedEvent({ paymentIntent, amount }));
      expect(dispute.status).toBe(200);
      expect(await dispute.json()).toMatchObject({ received: true, outcome: "applied" });
      expect(await entitlementsOf(client)).toMatchObject({
        isPaid: false,
        cvLeft: plans.free.cvs,
        generated: 0,
      });
    });

    it("ignores a refund of a payment it never credited", async () => {
      const res = await deliver(t, chargeRefundedEvent({ paymentIntent: paymentIntentId(), amount: 690 }));
      expect(res.status).toBe(200);
    });
  },
);
