import { expect, type Locator, test } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { paidPlanIds } from "../../src/shared/plans.ts";
import routes from "../../src/web/routes";
import {
  auditPage,
  expectEveryControlNamed,
  expectModalTrapsAndReturnsFocus,
  expectVisibleFocusWhileTabbing,
  prepareMode,
} from "./a11y-checks";
import { appPages, colorModes, publicPages } from "./a11y-routes";
import {
  completeResume,
  expectDashboard,
  expectNoSeriousViolations,
  signInWithMagicLink,
  uniqueEmail,
} from "./helpers";

// Accessibility of the public site on the main e2e server (issue "Prove it", suite 2): axe on
// every public route in light and dark mode, names for every control, visible focus, and modals
// that keep and give back focus. The signed-in pages are in accessibility-app.spec.ts.

test("the accessibility route list covers every page route of src/web/routes.ts", () => {
  const leaves = (entries: RouteConfigEntry[]): string[] =>
    entries.flatMap((entry) =>
      entry.children?.length ? leaves(entry.children) : entry.id ? [entry.id] : [],
    );
  const ids = { resumeId: 1, revisionId: 1, letterId: 1, letterName: "Letter" };
  const covered = new Set([...publicPages, ...appPages(ids)].map((page) => `${page.routeId}___en`));
  const routeIds = leaves(routes);
  expect(routeIds.length).toBeGreaterThan(20);
  expect(routeIds.filter((id) => !covered.has(id))).toEqual([]);
});

test("the name and focus checks catch an unnamed control and a focus without an indicator", async ({
  page,
}) => {
  const unnamed = [
    '<input value="say &quot;hi&quot;">',
    "<button></button>",
    '<input type="checkbox" checked>',
    "<select><option>One</option></select>",
    '<a href="/x"><svg aria-hidden="true"></svg></a>',
  ];
  for (const html of unnamed) {
    await page.setContent(`<main><label>Name <input></label><button>Save</button>${html}</main>`);
    await expect(expectEveryControlNamed(page, html), html).rejects.toThrow(/without an accessible name/);
  }
  await page.setContent("<main><label>Name <input></label><button>Save</button></main>");
  await expectEveryControlNamed(page, "named controls");

  const buttons = "<button>One</button><button>Two</button><button>Three</button><button>Four</button>";
  await page.setContent(`<style>:focus-visible { outline: 2px solid blue }</style>${buttons}`);
  await expectVisibleFocusWhileTabbing(page, 4);
  await page.setContent(`<style>:focus { outline: none }</style>${buttons}`);
  await expect(expectVisibleFocusWhileTabbing(page, 4)).rejects.toThrow(/no visible indicator/);
});

for (const mode of colorModes) {
  for (const entry of publicPages) {
    test(`${entry.name} (${entry.path}) in ${mode} mode has no serious violations and names every control`, async ({
      page,
    }) => {
      await auditPage(page, entry, mode);
    });
  }
}

test("focus is visible while tabbing through the home, pricing and sign-in pages", async ({ page }) => {
  for (const mode of colorModes) {
    const fresh = await page.context().newPage();
    await prepareMode(fresh, mode);
    for (const path of ["/", "/pricing", "/auth?view=sign_in"]) {
      await fresh.goto(path);
      await expect(fresh.getByRole("heading", { level: 1 })).toBeVisible();
      await expectVisibleFocusWhileTabbing(fresh, 15);
    }
    await fresh.close();
  }
});

test("the contact modal (dark mode) keeps focus inside, closes on Escape and returns focus to its button", async ({
  page,
}) => {
  // In dark mode: the payment modal below is checked in light mode.
  await prepareMode(page, "dark");
  await page.goto("/");
  const opener = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact us" });
  await expectModalTrapsAndReturnsFocus(page, opener, page.getByRole("dialog", { name: "Contact us" }));
});

test("the payment modal keeps focus inside, closes on Escape and returns focus to its button", async ({
  page,
}) => {
  await page.goto("/auth");
  await signInWithMagicLink(page, uniqueEmail("a11y-pay"));
  await expectDashboard(page);
  // A complete resume's next step is tailoring, which a free user's dashboard offers as a
  // button (a paid one has a link).
  const [resume] = (await (await page.request.get("/api/cv/list")).json()) as { id: number }[];
  await completeResume(page, resume!.id);
  await page.reload();
  await expect(page.getByRole("button", { name: "Tailor it with AI" })).toBeVisible();
  await expectNoSeriousViolations(page, "a free user's dashboard");
  // The plans' buttons start as sign-in links and settle once the server's payment set-up is
  // known (none on this server).
  const settled = (dialog: Locator) => () =>
    expect(dialog.getByText("Payments are not set up on this server.")).toHaveCount(paidPlanIds.length);

  // A free plan has no AI generations: tailoring asks for a plan.
  const noGenerations = page.getByRole("dialog", { name: "No more CV generations left" });
  await expectModalTrapsAndReturnsFocus(
    page,
    page.getByRole("button", { name: "Tailor it with AI" }),
    noGenerations,
    settled(noGenerations),
  );

  // "Create new" checks the plan first (the button is busy meanwhile), then asks for a plan.
  await page.goto("/app/resume");
  const noResumes = page.getByRole("dialog", { name: "No more CVs left" });
  await expectModalTrapsAndReturnsFocus(
    page,
    page.getByRole("button", { name: "Create new" }),
    noResumes,
    settled(noResumes),
  );
});
