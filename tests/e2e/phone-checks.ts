import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./helpers";

// What "right on a phone" means (issue 34 point 4), as checks a spec runs on any screen: the
// page never scrolls sideways, no control sits under a fixed or floating element, the screen's
// main action is on its first screen, and axe finds nothing at all.

/** The page is no wider than the screen: `scrollWidth <= innerWidth`, naming what sticks out. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // The screen's width, not innerWidth: a phone browser widens its layout viewport to a page
  // that does not fit (and zooms out), so innerWidth grows with the fault it should reveal.
  const screenWidth = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate((width) => {
    // What sticks out, outermost first, leaving out what a sideways-scrolling box holds.
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX !== "visible" && style.overflowX !== "clip") return false;
        }
        return true;
      })
      .slice(0, 4)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 80)}"> ${Math.round(box.left)}..${Math.round(box.right)}`;
      });
    return { scroll: Math.max(document.documentElement.scrollWidth, window.innerWidth), width, wide };
  }, screenWidth);
  expect(
    overflow.scroll,
    `${where}: the page is ${overflow.scroll} px wide on a ${overflow.width} px screen; too wide: ${overflow.wide.join(", ")}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/** At the top of the page the main action is wholly on screen and nothing covers it. */
/** A tall control (the letter's text) is on the first screen when its first lines are. */
const TAPPABLE = 48;

/**
 * At the top of the page the main action is on the first screen, not under anything: all of it,
 * or for a tall one (a text area) its top TAPPABLE pixels.
 */
export async function expectOnFirstScreen(page: Page, main: Locator, where: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(main, `${where}: the main action`).toBeVisible();
  const box = await main.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, `${where}: the main action has no box`).not.toBeNull();
  const end = Math.round((box?.y ?? 0) + Math.min(box?.height ?? 0, TAPPABLE));
  expect(
    end,
    `${where}: the main action (${main}) ends at ${end} px, below the first screen (${height} px)`,
  ).toBeLessThanOrEqual(height);
  const hit = await main.evaluate((element, tappable) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(
      box.left + box.width / 2,
      box.top + Math.min(box.height, tappable) / 2,
    );
    return top === null || element.contains(top) || top.contains(element) ? "" : nameOf(top);
    function nameOf(node: Element) {
      return `<${node.tagName.toLowerCase()} class="${String(node.className).slice(0, 60)}">`;
    }
  }, TAPPABLE);
  expect(hit, `${where}: the main action is covered by ${hit}`).toBe("");
}

/**
 * No control is covered. Two passes, each asking the browser what a tap at a control's centre
 * would land on (`elementFromPoint`): every floating element (fixed or sticky, narrower than the
 * screen: a round button, a toast) with each control scrolled under it, where the page lets it
 * be; then the whole page a half screen at a time, every control in view. A full-width bar (the
 * sticky step bar) is chrome, like the browser's own: what scrolls under it is out of view, not
 * covered.
 */
export async function expectNoControlCovered(page: Page, where: string): Promise<void> {
  const covered = await page.evaluate(async () => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const label = (node: Element) => {
      const name = (node.getAttribute("aria-label") ?? node.textContent ?? "").trim().replace(/\s+/g, " ");
      return `<${node.tagName.toLowerCase()}> "${name.slice(0, 40)}"`;
    };
    const controls = () =>
      [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => {
        if (control.closest("[inert], dialog:not([open])")) return false;
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        const box = control.getBoundingClientRect();
        // Visually hidden (a skip link until focused, a native input drawn by its label).
        return box.width > 2 && box.height > 2;
      });
    const pinned = () =>
      [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
        const position = getComputedStyle(element).position;
        if (position !== "fixed" && position !== "sticky") return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      });
    const isBar = (element: Element) => element.getBoundingClientRect().width >= window.innerWidth * 0.9;
    /** A control's first box: a link that wraps has its first line's, whose centre is its text. */
    const boxOf = (control: HTMLElement) => control.getClientRects()[0] ?? control.getBoundingClientRect();
    /** The control's centre in view, not clipped by a box it scrolls in, not under a bar. */
    const inView = (control: HTMLElement, bars: DOMRect[]) => {
      const box = boxOf(control);
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      if (bars.some((bar) => y >= bar.top && y <= bar.bottom)) return false;
      for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = box.getBoundingClientRect();
        if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return false;
      }
      return true;
    };
    /** What a tap at the control's centre lands on, when that is not the control ("" when it is). */
    const tapMisses = (control: HTMLElement) => {
      const box = boxOf(control);
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || control.contains(top)) return "";
      if (top.closest("label") && (top.closest("label") as HTMLLabelElement).control === control) return "";
      return label(top.closest(CONTROLS) ?? top);
    };
    const found = new Map<string, string>();
    const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

    // 1. Each floating element, with every control beneath its column scrolled under it.
    for (const floating of pinned().filter((element) => !isBar(element))) {
      const float = floating.getBoundingClientRect();
      for (const control of controls()) {
        if (floating.contains(control) || control.contains(floating)) continue;
        const box = boxOf(control);
        const x = box.left + box.width / 2;
        if (x < float.left || x > float.right) continue;
        const pageY = box.top + box.height / 2 + window.scrollY;
        window.scrollTo(0, Math.max(0, Math.min(maxScroll(), pageY - (float.top + float.height / 2))));
        await frame();
        const now = floating.getBoundingClientRect();
        const y = boxOf(control).top + box.height / 2;
        if (y < now.top || y > now.bottom) continue;
        const bars = pinned()
          .filter(isBar)
          .map((bar) => bar.getBoundingClientRect());
        if (!inView(control, bars)) continue;
        const miss = tapMisses(control);
        if (miss) found.set(label(control), `${miss} (scrolled to ${Math.round(window.scrollY)})`);
      }
    }
    // 2. The page, half a screen at a time.
    for (let y = 0; ; y = Math.min(maxScroll(), y + window.innerHeight / 2)) {
      window.scrollTo(0, y);
      await frame();
      const bars = pinned()
        .filter(isBar)
        .map((bar) => bar.getBoundingClientRect());
      for (const control of controls()) {
        if (!inView(control, bars)) continue;
        const miss = tapMisses(control);
        if (miss && !found.has(label(control)))
          found.set(label(control), `${miss} (scrolled to ${Math.round(y)})`);
      }
      if (y >= maxScroll()) break;
    }
    window.scrollTo(0, 0);
    return [...found].map(([control, by]) => `${control} under ${by}`);
  });
  expect(covered, `${where}: controls covered`).toEqual([]);
}

/** Axe, all of it: not a single finding of any impact. */
export async function expectNoAxeFindings(page: Page, where: string): Promise<void> {
  const results = await expectNoSeriousViolations(page, where);
  const findings = results.violations.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(findings, `${where}: axe findings`).toEqual([]);
}
