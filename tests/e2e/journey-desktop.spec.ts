import { test } from "@playwright/test";
import { runJourney } from "./journey-flow";
import { pointerDriver } from "./journey-helpers";
import { JOURNEY_PRO_LINK, JOURNEY_URL, JOURNEY_WEBHOOK_SECRET } from "./servers";

// The whole journey on a desktop with a mouse: landing, pricing, magic-link sign-up, the wizard,
// payment (a locally signed Stripe webhook), tailoring, the PDF, a cover letter, the saved job.

test.use({ baseURL: JOURNEY_URL });

test("desktop, mouse: a visitor becomes a paying user with a tailored PDF, a letter and a saved job", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await runJourney(page, pointerDriver("mouse"), {
    baseUrl: JOURNEY_URL,
    webhookSecret: JOURNEY_WEBHOOK_SECRET,
    proLink: JOURNEY_PRO_LINK,
    phone: false,
  });
});
