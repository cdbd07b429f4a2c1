import { expect, type Locator, type Page } from "@playwright/test";
import { COLOR_MODE_KEY } from "../../src/web/features/theme/color-mode";
import { type A11yPage, type ColorMode, helpModalKeys } from "./a11y-routes";
import { expectNoSeriousViolations } from "./helpers";

// The accessibility suite's checks, shared by its public and signed-in specs.

/** Axe rules that prove every control has an accessible name; the audit fails if one did not run. */
const NAMING_RULES = [
  "label",
  "button-name",
  "select-name",
  "input-button-name",
  "link-name",
  "aria-input-field-name",
];

/** Roles a person operates: each needs a name a screen reader can say. */
const CONTROL_ROLES = [
  "button",
  "checkbox",
  "combobox",
  "link",
  "listbox",
  "radio",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "textbox",
];
// In an aria snapshot a named control reads `- textbox "Email"`; an unnamed one `- textbox`,
// `- textbox: value` or `- checkbox [checked]`.
const CONTROL_LINE = new RegExp(`^\\s*- (?:${CONTROL_ROLES.join("|")})(?:$| |:)`);
const NAMED_CONTROL_LINE = new RegExp(`^\\s*- (?:${CONTROL_ROLES.join("|")}) "`);

/** Every later page load of `page` starts in `mode`, with the one-time help modals seen unless kept. */
export async function prepareMode(page: Page, mode: ColorMode, keepHelpModal?: string): Promise<void> {
  const seen = helpModalKeys.filter((key) => key !== keepHelpModal);
  await page.addInitScript(
    ({ key, mode, seen }) => {
      try {
        window.localStorage.setItem(key, mode);
        for (const name of seen) window.localStorage.setItem(name, "true");
      } catch {
        // about:blank has no storage.
      }
    },
    { key: COLOR_MODE_KEY, mode, seen },
  );
}

/** Opens the page in the colour mode, waits until it has loaded and runs every audit on it. */
export async function auditPage(page: Page, entry: A11yPage, mode: ColorMode): Promise<void> {
  await prepareMode(page, mode, entry.withHelpModal);
  await page.goto(entry.path);
  if (entry.heading === null) {
    await expect(page.getByText("Loading your workspace ...")).toHaveCount(0);
  } else {
    await expect(page.getByRole("heading", { level: 1, name: entry.heading })).toBeVisible();
  }
  if (entry.withHelpModal) await expect(page.getByRole("dialog")).toBeVisible();
  // Whatever loads after the heading (lists, previews) is in place before axe reads the page.
  await page.waitForLoadState("networkidle");
  if (mode === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  const label = `${entry.path} (${mode})`;
  const results = await expectNoSeriousViolations(page, label);
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (r) => r.id,
    ),
  );
  expect(
    NAMING_RULES.filter((rule) => !ran.has(rule)),
    "naming rules axe did not run",
  ).toEqual([]);
  await expectEveryControlNamed(page, label);
}

/**
 * A second opinion on names, from the browser's accessibility tree rather than axe: every
 * button, field, link and the like has a non-empty accessible name.
 */
export async function expectEveryControlNamed(page: Page, label: string): Promise<void> {
  const snapshot = await page.locator("body").ariaSnapshot();
  const unnamed = snapshot
    .split("\n")
    .filter((line) => CONTROL_LINE.test(line) && !NAMED_CONTROL_LINE.test(line));
  expect(unnamed, `${label}: controls without an accessible name`).toEqual([]);
}

interface FocusedElement {
  description: string;
  outline: string;
  boxShadow: string;
  visible: boolean;
}

/** What has focus now and whether it draws a visible outline or ring. */
function readFocus(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const transparent = (color: string) => /^rgba\(.*,\s*0\)$/.test(color) || color === "transparent";
    const outlined =
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      !transparent(style.outlineColor);
    const ringed = style.boxShadow !== "none" && !transparent(style.boxShadow);
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    return {
      description: `<${element.tagName.toLowerCase()}> "${name}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      visible: outlined || ringed,
    };
  });
}

/** Tabs through the first `count` focusable elements; each must show where focus is. */
export async function expectVisibleFocusWhileTabbing(page: Page, count: number): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < count; step++) {
    await page.keyboard.press("Tab");
    const focused = await readFocus(page);
    if (!focused) break;
    expect(
      focused.visible,
      `focus ${step + 1} on ${focused.description} has no visible indicator (outline ${focused.outline}, box-shadow ${focused.boxShadow})`,
    ).toBe(true);
    seen.push(focused.description);
  }
  expect(seen.length, "Tab reached no element").toBeGreaterThan(Math.min(count, 3));
}

/**
 * Opens a modal from `opener` with the keyboard and proves it is a modal: focus moves inside;
 * Tab and Shift+Tab reach every control of the dialog and never the page behind it (a native
 * modal dialog lets focus pass to the browser's own toolbar between rounds, where the page has
 * no focused element); Escape closes it and focus returns to the opener.
 */
export async function expectModalTrapsAndReturnsFocus(
  page: Page,
  opener: Locator,
  dialog: Locator,
  /** Waits until the dialog's content has loaded, when part of it arrives later. */
  loaded?: () => Promise<void>,
) {
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await loaded?.();
  // "browser" (no element of the page), "outside" (the page behind) or the control's number.
  const place = () =>
    dialog.evaluate((element) => {
      const active = document.activeElement;
      if (!active || active === document.body) return "browser";
      if (!element.contains(active)) return "outside";
      return active.getAttribute("data-a11y-control") ?? "dialog";
    });
  await expect.poll(place).not.toMatch(/^(browser|outside)$/);

  const tabbable = await dialog.evaluate((element) => {
    const controls = [
      ...element.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
    ].filter(
      (control) =>
        control.tabIndex >= 0 &&
        !control.matches(":disabled") &&
        control.checkVisibility({ visibilityProperty: true }),
    );
    controls.forEach((control, index) => {
      control.setAttribute("data-a11y-control", String(index));
    });
    return controls.length;
  });
  expect(tabbable).toBeGreaterThan(0);
  for (const key of ["Tab", "Shift+Tab"]) {
    const places: string[] = [];
    // Twice round: every control, and back into the dialog after the browser's toolbar.
    for (let press = 0; press < (tabbable + 1) * 2; press++) {
      await page.keyboard.press(key);
      places.push(await place());
    }
    const journey = places.join(" ");
    expect(places, `${key} reached the page behind the dialog: ${journey}`).not.toContain("outside");
    expect(journey, `${key} stayed out of the dialog`).not.toContain("browser browser");
    const reached = new Set(places.filter((p) => /^\d+$/.test(p)));
    expect(reached.size, `${key} skipped controls: ${journey}`).toBe(tabbable);
  }

  // Axe reads the open dialog too; the page behind it is inert.
  await expectNoSeriousViolations(page, `${page.url()} with a dialog open`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
