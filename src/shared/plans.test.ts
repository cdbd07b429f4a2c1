import { describe, expect, it } from "vitest";
import { bundleSaving, checkoutUrl, partnerPrice, planFeatures, plans } from "./plans.ts";

describe("partnerPrice", () => {
  it("answers the role's CA$ price in partner mode (spec §9)", () => {
    expect(partnerPrice("junior", true)).toBe(90);
    expect(partnerPrice("middle", true)).toBe(120);
    expect(partnerPrice("senior", true)).toBe(150);
    expect(partnerPrice("executive", true)).toBe(180);
  });

  it("is null in the main mode (spec §6)", () => {
    expect(partnerPrice("middle", false)).toBeNull();
    expect(partnerPrice("executive", false)).toBeNull();
  });
});

describe("bundleSaving", () => {
  it("prices Pro against enough Basics to match both its resumes and its generations", () => {
    const saving = bundleSaving();
    // Basic 2 resumes / 10 generations, Pro 5 / 30: three Basics are needed to match Pro.
    expect(saving.basicTimes).toBe(3);
    expect(saving.basicTotalUsd).toBeCloseTo(plans.basic.priceUsd * 3, 2);
    expect(saving.savingUsd).toBeCloseTo(plans.basic.priceUsd * 3 - plans.pro.priceUsd, 2);
    expect(saving.basicTimes * plans.basic.cvs).toBeGreaterThanOrEqual(plans.pro.cvs);
    expect(saving.basicTimes * plans.basic.generations).toBeGreaterThanOrEqual(plans.pro.generations);
  });
});

describe("planFeatures", () => {
  it("writes the card's numbers from the plan constants", () => {
    expect(planFeatures("basic")).toContain(`${plans.basic.cvs} AI-optimized resumes`);
    expect(planFeatures("pro")).toContain(
      `${plans.pro.generations} AI generations (enhance, tailor, cover letters)`,
    );
    expect(planFeatures("premium")[0]).toBe("Unlimited AI-optimized resumes");
    expect(planFeatures("premium")).toContain("Cancel any time");
    expect(planFeatures("basic")).toContain("Lifetime access");
  });
});

describe("checkoutUrl", () => {
  it("adds the user id and the URL-encoded email to the payment link (spec §7)", () => {
    const url = checkoutUrl("https://buy.stripe.com/test_abc?locale=en", {
      id: "u_1",
      email: "a+b@example.com",
    });
    expect(url).toBe(
      "https://buy.stripe.com/test_abc?locale=en&client_reference_id=u_1&prefilled_email=a%2Bb%40example.com",
    );
  });
});
