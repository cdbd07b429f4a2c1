import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { JSON_RESUME_JOB_SAMPLE } from "../fixtures/fixture-path.ts";

// The "driver" of the journey specs: the same user journey run with a mouse, with touch on a
// phone, or with the keyboard alone. The keyboard driver never clicks: it moves focus with Tab
// and Shift+Tab (failing when a control cannot be reached), checks that the focus is visible,
// and activates with Enter, Space and the arrow keys, the way a keyboard user does.

type DriverKind = "mouse" | "touch" | "keyboard";

export interface Driver {
  readonly kind: DriverKind;
  /** Activates a link, a button or a disclosure's summary. */
  press(target: Locator): Promise<void>;
  /** Replaces a text field's value, typed. */
  fill(target: Locator, text: string): Promise<void>;
  /** Puts a long text into an empty field at once, as pasting does. */
  paste(target: Locator, text: string): Promise<void>;
  /** Picks an option of a native <select> by its label. */
  choose(select: Locator, label: string | RegExp): Promise<void>;
  /** Selects one radio of a radio group, or one tab of a tablist. */
  pick(group: Locator, option: Locator): Promise<void>;
  /** Closes a modal dialog: Escape, or its Close button. */
  dismiss(dialog: Locator): Promise<void>;
}

const MAX_TAB_PRESSES = 120;

/** True when the element is (or, with `within`, contains) the focused element. */
const holdsFocus = (target: Locator, within = false) =>
  target.evaluate((element, inside) => {
    const active = document.activeElement;
    return active === element || (inside && active !== null && element.contains(active));
  }, within);

/**
 * Presses Tab (or Shift+Tab when the target comes before the focus in the page) until the target
 * has focus, as a keyboard user moves through a page; fails after `maxPresses`, which is what an
 * unreachable control or a focus trap looks like. Then checks the focus is drawn on screen.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { within = false, maxPresses = MAX_TAB_PRESSES }: { within?: boolean; maxPresses?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  // Disabled controls are skipped by Tab: wait for the control to be ready (e.g. loaded).
  await expect(target).toBeEnabled();
  if (await holdsFocus(target, within)) return;
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  });
  const key = backwards ? "Shift+Tab" : "Tab";
  const seen: string[] = [];
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press(key);
    // Every stop on the way must show where the focus is, not only the one wanted.
    await expectVisibleFocus(page, { allowNone: true });
    if (await holdsFocus(target, within)) return;
    seen.push(await describeFocus(page));
    // Past the page's last control a browser's Tab goes to its own toolbar and the next one
    // comes back to the page's first control; headless Chromium has no toolbar and can leave
    // the focus outside the page for good. Come back in at the top, as a browser would.
    if (seen.length >= 2 && seen.at(-1) === "(body)" && seen.at(-2) === "(body)") {
      // The page itself can lose the focus (another page of the browser took it): take it back.
      if (!(await page.evaluate(() => document.hasFocus()))) await page.bringToFront();
      // A browser wrapping round lands on the page's first control. Focusing the body and
      // pressing Tab again is not always the same in headless Chromium: after a preview frame
      // that held the focus is replaced, Tab from the body kept the focus on the body for good.
      await page.evaluate(() => {
        const first = document.querySelector<HTMLElement>(
          "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])",
        );
        const start = first ?? document.body;
        if (!first) start.tabIndex = -1;
        start.focus();
        if (!first) start.removeAttribute("tabindex");
      });
    }
  }
  // What could hold the focus away: an open dialog, inert regions, where the page is.
  const state = await page.evaluate(() => ({
    url: location.pathname + location.search,
    dialogs: [...document.querySelectorAll("dialog[open], [role=dialog]")].map(
      (dialog) => dialog.getAttribute("aria-label") ?? dialog.textContent?.trim().slice(0, 60) ?? "",
    ),
    inert: document.querySelectorAll("[inert]").length,
    pageFocused: document.hasFocus(),
  }));
  throw new Error(
    `${key} x${maxPresses} never reached ${target} on ${state.url} (open dialogs: ${JSON.stringify(state.dialogs)}, inert regions: ${state.inert}, page focused: ${state.pageFocused}). Focus went through:\n  ${seen.slice(-25).join("\n  ")}`,
  );
}

async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return "(body)";
    const name = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
    return `<${active.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * The focused element shows a focus ring (an outline or a box shadow) and is on screen.
 * `allowNone`: focus on no element (Tab past the page's end) passes.
 */
async function expectVisibleFocus(page: Page, { allowNone = false } = {}): Promise<void> {
  const focus = await page.evaluate((none) => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { ok: none, why: "nothing focused" };
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const box = active.getBoundingClientRect();
    const onScreen =
      box.width > 0 && box.height > 0 && box.right > 0 && box.left < document.documentElement.clientWidth;
    const label = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
    return {
      ok: (outline || ring) && onScreen,
      why: `<${active.tagName.toLowerCase()}> ${label}: outline ${style.outlineStyle} ${style.outlineWidth}, box-shadow ${style.boxShadow}, box ${Math.round(box.left)}..${Math.round(box.right)}`,
    };
  }, allowNone);
  expect(focus.ok, `focus not visible: ${focus.why}`).toBe(true);
}

export function keyboardDriver(page: Page): Driver {
  return {
    kind: "keyboard",
    async press(target) {
      await tabTo(page, target);
      await page.keyboard.press("Enter");
    },
    async fill(target, text) {
      await tabTo(page, target);
      await page.keyboard.press("ControlOrMeta+A");
      if (text) await page.keyboard.type(text);
      else await page.keyboard.press("Delete");
      await expect(target).toHaveValue(text);
    },
    async paste(target, text) {
      await tabTo(page, target);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.insertText(text);
    },
    async choose(select, label) {
      await expectOption(select, label);
      await tabTo(page, select);
      const { current, wanted } = await select.evaluate(
        (element, match) => {
          const options = [...(element as HTMLSelectElement).options];
          const matches = (text: string) =>
            typeof match === "string"
              ? text.trim() === match
              : new RegExp(match.source, match.flags).test(text);
          return {
            current: (element as HTMLSelectElement).selectedIndex,
            wanted: options.findIndex((option) => matches(option.label)),
          };
        },
        label instanceof RegExp ? { source: label.source, flags: label.flags } : label,
      );
      expect(wanted, `no option ${label} in ${select}`).toBeGreaterThanOrEqual(0);
      // A closed select moves its choice with the arrow keys (Chromium on Linux and Windows).
      for (let step = current; step !== wanted; step += wanted > current ? 1 : -1) {
        await page.keyboard.press(wanted > current ? "ArrowDown" : "ArrowUp");
      }
      await expect(select).toHaveJSProperty("selectedIndex", wanted);
      // The choice saved, the keyboard user is still where they were.
      await expect(select).toBeEnabled();
      await expect(select).toBeFocused();
    },
    async pick(group, option) {
      await tabTo(page, group, { within: true });
      for (let presses = 0; presses < 12; presses++) {
        if (await isSelected(option)) {
          await expect(option).toBeFocused();
          await expectVisibleFocus(page);
          return;
        }
        // Right moves on in a radio group and in a horizontal tablist alike.
        await page.keyboard.press("ArrowRight");
      }
      throw new Error(`the arrow keys never selected ${option}`);
    },
    async dismiss(dialog) {
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    },
  };
}

const isSelected = (option: Locator) =>
  option.evaluate(
    (element) => (element as HTMLInputElement).checked || element.getAttribute("aria-selected") === "true",
  );

/** Mouse on a desktop, or touch (taps) on a phone. */
export function pointerDriver(kind: "mouse" | "touch"): Driver {
  const activate = (target: Locator) => (kind === "touch" ? target.tap() : target.click());
  return {
    kind,
    press: activate,
    async fill(target, text) {
      await activate(target);
      await target.fill(text);
    },
    async paste(target, text) {
      await activate(target);
      await target.fill(text);
    },
    async choose(select, label) {
      await expectOption(select, label);
      await select.selectOption(
        typeof label === "string" ? { label } : { label: await labelOf(select, label) },
      );
    },
    async pick(_group, option) {
      await activate(option);
      await expect.poll(() => isSelected(option)).toBe(true);
    },
    async dismiss(dialog) {
      await activate(dialog.getByRole("button", { name: "Close" }));
      await expect(dialog).toBeHidden();
    },
  };
}

/** Options may arrive after the select (loaded lists): wait for the one wanted. */
async function expectOption(select: Locator, label: string | RegExp) {
  await expect(select.locator("option").filter({ hasText: label }).first()).toBeAttached();
}

async function labelOf(select: Locator, pattern: RegExp): Promise<string> {
  const labels = await select.locator("option").allTextContents();
  const found = labels.find((text) => pattern.test(text));
  if (!found) throw new Error(`no option ${pattern} in ${labels.join(", ")}`);
  return found;
}

/** On a phone nothing may stick out sideways: the page scrolls only up and down. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest("[data-allow-overflow], .overflow-x-auto, dialog:not([open])"))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
    return { scroll: document.documentElement.scrollWidth, width, wide };
  });
  expect(
    overflow.scroll,
    `${where}: the page is ${overflow.scroll}px wide on a ${overflow.width}px screen; too wide: ${overflow.wide.join(", ")}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/** The sample job posting as a person would paste it: title, company, text and lists. */
export async function jobPostingText(): Promise<string> {
  const job = JSON.parse(await readFile(JSON_RESUME_JOB_SAMPLE, "utf8")) as {
    title: string;
    company: string;
    description: string;
    responsibilities: string[];
    qualifications: string[];
    skills: { name: string; keywords: string[] }[];
  };
  return [
    `${job.title} at ${job.company}`,
    job.description,
    "Responsibilities:",
    ...job.responsibilities.map((line) => `- ${line}`),
    "Qualifications:",
    ...job.qualifications.map((line) => `- ${line}`),
    "Skills:",
    ...job.skills.map((skill) => `- ${skill.name}: ${skill.keywords.join(", ")}`),
  ].join("\n");
}

/** Records whether a progress bar ever showed, however briefly (the offline writer is quick). */
export async function watchForProgress(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = window as unknown as { sawProgress: boolean };
    seen.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress);
}
