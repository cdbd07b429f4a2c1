import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations, uniqueEmail } from "./helpers";

// The public site (issue "Public site and plans"): landing, FAQ, testimonials, contact form,
// blog, legal pages, sitemap and head tags, against the real built server.

const HERO = "Resumes and cover letters, tailored to the job you want";
const NESTED_POST = {
  path: "/blog/resume/how-ats-read-resumes",
  title: "How applicant tracking systems actually read your resume",
};

const publicPages = [
  { path: "/", heading: HERO },
  { path: "/pricing", heading: "Pricing" },
  { path: "/blog", heading: "Blog" },
  { path: NESTED_POST.path, heading: NESTED_POST.title },
  { path: "/legal/cookie-policy", heading: "Cookie policy" },
  { path: "/legal/privacy-policy", heading: "Privacy policy" },
  { path: "/legal/terms-of-use", heading: "Terms of use" },
  { path: "/thank-you", heading: "Thank you for your purchase!" },
  { path: "/free-tools/how-to-professionally-say", heading: "How to professionally say it" },
];

async function openContactModal(page: Page) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact us" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the FAQ keeps one answer open at a time, the first at start", async ({ page }) => {
  await page.goto("/");
  const faq = page.locator("#faq");
  // Exclusive <details> (one name for the group): the browser keeps one open, no script needed.
  const items = faq.locator("details");
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  const first = items.nth(0);
  const third = items.nth(2);
  const firstAnswer = first.getByText("30-day money-back guarantee");
  await expect(first).toHaveAttribute("open", "");
  await expect(firstAnswer).toBeVisible();
  await expect(third.locator("p")).toBeHidden();

  await third.locator("summary").click();
  await expect(third).toHaveAttribute("open", "");
  await expect(third.locator("p")).toBeVisible();
  await expect(first).not.toHaveAttribute("open");
  await expect(firstAnswer).toBeHidden();
  await expect(faq.locator("details[open]")).toHaveCount(1);

  // Pressing the open question closes it; the keyboard works too.
  await third.locator("summary").click();
  await expect(faq.locator("details[open]")).toHaveCount(0);
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(firstAnswer).toBeVisible();
});

test("the testimonials grid has 1 column on a phone and 3 on a desktop", async ({ page }) => {
  const columns = () =>
    page
      .getByRole("heading", { name: "How people use it" })
      .locator("xpath=ancestor::section")
      .locator("ul")
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  expect(await columns()).toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await columns()).toBe(3);
  await expect(page.getByText("These are illustrative examples,")).toBeVisible();
  await expect(page.getByRole("img", { name: "Rated 5 out of 5 stars" }).first()).toBeVisible();
});

test("a testimonial whose avatar image fails to load shows the initials (image request answered 404)", async ({
  page,
}) => {
  await page.route("**/testimonials/amara-okafor.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/");
  const card = page.getByRole("figure").filter({ hasText: "Amara Okafor" });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId("avatar-initials")).toHaveText("AO");
  // The others keep their pictures.
  const other = page.getByRole("figure").filter({ hasText: "Daniel Reyes" });
  await other.scrollIntoViewIfNeeded();
  await expect(other.locator("img")).toBeVisible();
  await expect(other.getByTestId("avatar-initials")).toHaveCount(0);
});

test("the contact form enables Send only for a 5+ character email and a 10+ character message, trimmed", async ({
  page,
}) => {
  const dialog = await openContactModal(page);
  const email = dialog.getByLabel("Email");
  const message = dialog.getByLabel("Message");
  const send = dialog.getByRole("button", { name: "Send" });
  await expect(email).toHaveAttribute("type", "email");
  await expect(send).toBeDisabled();

  await email.fill("a@b.");
  await message.fill("0123456789");
  await expect(send).toBeDisabled();
  await email.fill("   a@b   ");
  await expect(send).toBeDisabled();
  await email.fill("a@b.c");
  await expect(send).toBeEnabled();
  await message.fill("  012345678  ");
  await expect(send).toBeDisabled();
  await message.fill("0123456789");
  await expect(send).toBeEnabled();
});

test("sending a message shows Sending..., then a success message; 3 s later the modal closes", async ({
  page,
}) => {
  const dialog = await openContactModal(page);
  // Hold the real request a moment so the busy state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/feedback", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel("Email").fill(uniqueEmail("contact"));
  await dialog.getByLabel("Message").fill("I love the Sidebar design. Any plans for more?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();

  const response = page.waitForResponse("**/api/feedback");
  release();
  expect((await response).status()).toBe(201);
  const success = dialog.getByRole("status").filter({ hasText: "Your message has been sent" });
  await expect(success).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog.getByLabel("Email")).toHaveValue("");

  await expect(dialog).toBeHidden({ timeout: 8_000 });
  const closedAfter = Date.now() - shownAt;
  expect(closedAfter).toBeGreaterThan(2_400);
  expect(closedAfter).toBeLessThan(5_000);

  // Opened again, the message is gone.
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact us" }).click();
  await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
  await expect(page.getByText("Your message has been sent")).toHaveCount(0);
});

test("when storing fails, no success message shows and the error is logged (server failure simulated)", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (entry) => {
    if (entry.type() === "error") errors.push(entry.text());
  });
  // The page's own clock: the 3.5 s below are run at once instead of waited out.
  await page.clock.install();
  const dialog = await openContactModal(page);
  await page.route("**/api/feedback", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong." } } }),
  );
  await dialog.getByLabel("Email").fill("ann@example.com");
  await dialog.getByLabel("Message").fill("This one will not be stored.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByRole("alert")).toContainText("could not be sent");
  await expect(dialog.getByText("Your message has been sent")).toHaveCount(0);
  expect(errors.some((text) => text.includes("Sending feedback failed"))).toBe(true);
  // Longer than FEEDBACK_SUCCESS_MS, after which a sent message's dialog closes itself.
  await page.clock.runFor(3_500);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Message")).toHaveValue("This one will not be stored.");
});

test("the thank-you page's feedback box stores a message", async ({ page }) => {
  await page.goto("/thank-you");
  const box = page.getByRole("region", { name: "How was it?" });
  await box.getByLabel("Email").fill(uniqueEmail("buyer"));
  await box.getByLabel("Your feedback").fill("Checkout was quick and clear.");
  const response = page.waitForResponse("**/api/feedback");
  await box.getByRole("button", { name: "Send feedback" }).click();
  expect((await response).status()).toBe(201);
  await expect(box.getByRole("status")).toContainText("Your message has been sent");
  await expect(box.getByRole("status")).toHaveCount(0, { timeout: 8_000 });
});

test("the blog paginates, 404s past the last page, and opens a post with a multi-segment slug", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pages).toBeVisible();
  const firstPagePosts = await page.locator("main article h2").allTextContents();
  expect(firstPagePosts.length).toBeGreaterThanOrEqual(3);
  expect(firstPagePosts.length).toBeLessThanOrEqual(4);

  await pages.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
  const secondPagePosts = await page.locator("main article h2").allTextContents();
  expect(secondPagePosts.length).toBeGreaterThan(0);
  expect(secondPagePosts.some((title) => firstPagePosts.includes(title))).toBe(false);

  const pageCount = await pages.getByRole("listitem").count();
  const beyond = await request.get(`/blog/page/${pageCount + 1}`);
  expect(beyond.status()).toBe(404);
  await page.goto(`/blog/page/${pageCount + 1}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Page Not Found: /blog/page/${pageCount + 1}`,
  );
  expect((await request.get("/blog/page/1", { maxRedirects: 0 })).status()).toBe(301);

  // A post whose slug spans two segments, reached by a client-side navigation and directly.
  await page.goto("/blog");
  const link = page.getByRole("link", { name: NESTED_POST.title });
  if ((await link.count()) === 0) await page.goto("/blog/page/2");
  await page.getByRole("link", { name: NESTED_POST.title }).click();
  await expect(page).toHaveURL(new RegExp(`${NESTED_POST.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NESTED_POST.title);
  await expect(
    page.getByRole("heading", { level: 2, name: 'What happens after you click "Apply"' }),
  ).toBeVisible();
  expect((await request.get(NESTED_POST.path)).status()).toBe(200);
  expect((await request.get("/blog/resume")).status()).toBe(404);
});

test("/sitemap.xml parses as XML and lists every post and public page", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();

  await page.goto("/blog");
  const locs = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0)
      throw new Error("the sitemap is not well-formed XML");
    if (doc.documentElement.localName !== "urlset") throw new Error("the root element is not urlset");
    const ns = "http://www.sitemaps.org/schemas/sitemap/0.9";
    return [...doc.getElementsByTagNameNS(ns, "loc")].map((loc) => loc.textContent ?? "");
  }, xml);

  const postPaths = new Set<string>();
  for (let n = 1; ; n++) {
    if (n > 1) {
      const listing = await page.goto(`/blog/page/${n}`);
      if (listing?.status() === 404) break;
    }
    for (const href of await page
      .locator("main article h2 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
      postPaths.add(href);
  }
  expect(postPaths.size).toBeGreaterThanOrEqual(5);
  for (const path of postPaths) expect(locs).toContain(`${baseURL}${path}`);
  for (const path of [
    "/",
    "/pricing",
    "/blog",
    "/legal/cookie-policy",
    "/legal/privacy-policy",
    "/legal/terms-of-use",
  ])
    expect(locs).toContain(`${baseURL}${path}`);
});

test("the public pages are server-rendered with a title, a description and Open Graph tags", async ({
  request,
  baseURL,
}) => {
  for (const { path, heading } of publicPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // What view-source shows: the content itself, before any script runs.
    expect(html, path).toContain(heading.replace(/"/g, "&quot;").replace(/'/g, "&#x27;"));
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{30,}"/);
    for (const property of ["og:title", "og:description"])
      expect(html, `${path} ${property}`).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
    expect(html, path).toContain('<meta property="og:type" content="');
    expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain('id="pricing"');
  expect(home).toContain('id="faq"');
  expect(home).not.toMatch(/200,000|trained on/i);
});

for (const { path, heading } of publicPages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoSeriousViolations(page, path);
  });
}

test("the open contact modal has no serious accessibility violations", async ({ page }) => {
  await openContactModal(page);
  await expectNoSeriousViolations(page, "contact modal");
});
