import { expect, type Page, test } from "@playwright/test";
import Stripe from "stripe";
import { expectDashboard, openMailLink, STRONG_PASSWORD, uniqueEmail } from "./helpers";
import { startServerWithEnv } from "./server-with-env";

// Checkout against a server with Stripe Payment Links and a webhook secret. Stripe itself is
// not contacted: the links are only asserted, and the webhook is signed locally with the
// test secret the way Stripe signs it.

const WEBHOOK_SECRET = "whsec_e2e_pricing_checkout_secret_0123456789";
const LINKS = {
  STRIPE_LINK_BASIC: "https://buy.stripe.com/test_basic_e2e",
  STRIPE_LINK_PRO: "https://buy.stripe.com/test_pro_e2e",
  STRIPE_LINK_PREMIUM: "https://buy.stripe.com/test_premium_e2e",
};

test.describe.configure({ mode: "serial" });
// Partner mode is on here too, with a link for the senior role plan only.
const SENIOR_LINK = "https://buy.stripe.com/test_senior_e2e";
const BASE_URL = startServerWithEnv(20, {
  ...LINKS,
  STRIPE_LINK_SENIOR: SENIOR_LINK,
  PARTNER_MODE: "on",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
test.use({ baseURL: BASE_URL });

/** A confirmed password account on this file's server (the shared helper targets the main one). */
async function signUp(page: Page, email: string) {
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { Origin: BASE_URL },
    data: { email, password: STRONG_PASSWORD, name: "Buyer", callbackURL: "/auth/finish" },
  });
  expect(response.status(), await response.text()).toBe(200);
  await openMailLink(page, email, "Confirm your email");
  await expectDashboard(page);
}

test("signed in, Get Started leads to the plan's payment link with the user id and email", async ({
  page,
}) => {
  const email = uniqueEmail("buyer+tag");
  await signUp(page, email);
  const session = await (await page.request.get("/api/auth/get-session")).json();
  await page.goto("/pricing");
  await page.getByRole("tab", { name: "One Time" }).click();
  const link = page.getByRole("link", { name: "Get Started with Pro" });
  const expected = new URL(LINKS.STRIPE_LINK_PRO);
  expected.searchParams.set("client_reference_id", session.user.id);
  expected.searchParams.set("prefilled_email", email);
  await expect(link).toHaveAttribute("href", expected.toString());
  expect(expected.toString()).toContain(`prefilled_email=${encodeURIComponent(email)}`);

  // The click really leaves for Stripe (the request is stopped here: no network in tests).
  await page.route("https://buy.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Stripe checkout</title>" }),
  );
  await link.click();
  await expect(page).toHaveURL(expected.toString());
});

test("a paid journey: sign up, pay (webhook signed locally), come back unlocked", async ({ page }) => {
  await signUp(page, uniqueEmail("paid"));
  await expect(page.getByTestId("Plan")).toHaveText("Free");
  await expect(page.getByTestId("Resumes left")).toHaveText("0");
  const session = await (await page.request.get("/api/auth/get-session")).json();

  const event = {
    id: `evt_e2e_${Date.now()}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${Date.now()}`,
        object: "checkout.session",
        mode: "payment",
        client_reference_id: session.user.id,
        amount_subtotal: 690,
        amount_total: 690,
        currency: "usd",
        payment_status: "paid",
        customer: null,
        subscription: null,
        payment_link: null,
        metadata: {},
      },
    },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  // Stripe's request: no cookies, no Origin, just the signed body.
  const webhook = await fetch(`${BASE_URL}/api/payments/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  expect(webhook.status).toBe(200);

  await page.goto("/app/dashboard");
  await expect(page.getByTestId("Plan")).toHaveText("Paid");
  await expect(page.getByTestId("Resumes left")).toHaveText("2");
  await expect(page.getByTestId("AI generations left")).toHaveText("10");
});

test("partner mode: the role plan follows the plan cookie, and the visitor may change it", async ({
  page,
  context,
}) => {
  await page.goto("/pricing");
  // Partner mode opens on the Partner tab with the default role, middle, at CA$120.
  await expect(page.getByRole("tab", { name: "Partner" })).toHaveAttribute("aria-selected", "true");
  const plan = (role: string) => page.getByRole("article", { name: `${role} partner plan` });
  await expect(plan("Middle").getByTestId("Middle partner plan price")).toHaveText("CA$120");

  await page.getByText("Senior", { exact: true }).click();
  await expect(plan("Senior").getByTestId("Senior partner plan price")).toHaveText("CA$150");
  const cookie = (await context.cookies()).find((c) => c.name === "plan");
  expect(cookie?.value).toBe("senior");
  expect(cookie?.path).toBe("/");
  // Max-Age 31536000 s: about a year from now.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);

  await page.reload();
  await expect(page.getByRole("radio", { name: "Senior" })).toBeChecked();
  await expect(plan("Senior")).toBeVisible();

  // Signed in, the role plan leads to its own link; the user's entitlements carry the role.
  await signUp(page, uniqueEmail("partner"));
  const session = await (await page.request.get("/api/auth/get-session")).json();
  await page.goto("/pricing");
  await expect(
    plan("Senior").getByRole("link", { name: "Get Started with Senior partner plan" }),
  ).toHaveAttribute(
    "href",
    `${SENIOR_LINK}?client_reference_id=${encodeURIComponent(session.user.id)}&prefilled_email=${encodeURIComponent(session.user.email)}`,
  );
  expect((await (await page.request.get("/api/user")).json()).partner_plan).toBe("senior");
  await page.getByText("Junior", { exact: true }).click();
  await expect(
    plan("Junior").getByRole("button", { name: "Get Started with Junior partner plan" }),
  ).toBeDisabled();
});
