import type { PostHog } from "posthog-js";
import { INPUT_DEBOUNCE_MS } from "../../../shared/ui-timing";
import { analyticsOptions, consentDelayMs, describeField, scrubUrl } from "./analytics-options";

let client: PostHog | null = null;
let consented = false;
let lastPath: string | null = null;

/**
 * Starts posthog-js for this page (only called when the server has POSTHOG_KEY and
 * POSTHOG_HOST). The library is imported on demand, so a server without analytics ships and
 * runs none of it.
 */
export async function startAnalytics(config: { key: string; host: string }): Promise<void> {
  if (client) return;
  const { posthog } = await import("posthog-js");
  client = posthog;
  posthog.init(config.key, analyticsOptions(config.host));
  document.addEventListener("input", onInput, { capture: true });
  setTimeout(grantConsent, consentDelayMs());
}

function grantConsent() {
  if (!client) return;
  client.opt_in_capturing({ captureEventName: false });
  consented = true;
  // The page view of the page the visitor is on, which arrived before consent.
  if (lastPath) capturePageview(lastPath);
}

/** A page view with the full path, after each route change (spec §1). */
export function trackPageview(path: string): void {
  lastPath = path;
  if (client && consented) capturePageview(path);
}

function capturePageview(path: string) {
  client?.capture("$pageview", { $current_url: scrubUrl(window.location.href), path });
}

// One event per field once the typing settles; the value itself is never read.
const timers = new WeakMap<EventTarget, ReturnType<typeof setTimeout>>();
function onInput(event: Event) {
  const target = event.target;
  const field = describeField(target);
  if (!target || !field) return;
  clearTimeout(timers.get(target));
  timers.set(
    target,
    setTimeout(() => {
      if (client && consented) client.capture("input_entered", { ...field, path: lastPath });
    }, INPUT_DEBOUNCE_MS),
  );
}
