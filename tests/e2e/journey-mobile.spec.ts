import { test } from "@playwright/test";
import { runJourney } from "./journey-flow";
import { pointerDriver } from "./journey-helpers";
import { JOURNEY_PRO_LINK, JOURNEY_URL, JOURNEY_WEBHOOK_SECRET } from "./servers";

// The whole journey on a 390 px wide phone, by touch: nothing may scroll sideways, every control
// must be on screen to be tapped, and axe checks the Tailored and design pages at that width.

test.use({
  baseURL: JOURNEY_URL,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
});

test("phone, 390 px, touch: a visitor becomes a paying user with a tailored PDF, a letter and a saved job", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await runJourney(page, pointerDriver("touch"), {
    baseUrl: JOURNEY_URL,
    webhookSecret: JOURNEY_WEBHOOK_SECRET,
    proLink: JOURNEY_PRO_LINK,
    phone: true,
  });
});
