import { test } from "@playwright/test";
import { runJourney } from "./journey-flow";
import { keyboardDriver } from "./journey-helpers";
import { JOURNEY_PRO_LINK, JOURNEY_URL, JOURNEY_WEBHOOK_SECRET } from "./servers";

// The whole journey with the keyboard alone: no click, no tap. Focus moves with Tab and
// Shift+Tab (a control the keys cannot reach fails the test), must be visible wherever it
// lands, and Enter, Space and the arrow keys do the rest.

test.use({ baseURL: JOURNEY_URL });

test("keyboard only: a visitor becomes a paying user with a tailored PDF, a letter and a saved job", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await runJourney(page, keyboardDriver(page), {
    baseUrl: JOURNEY_URL,
    webhookSecret: JOURNEY_WEBHOOK_SECRET,
    proLink: JOURNEY_PRO_LINK,
    phone: false,
  });
});
