import type { CaptureResult, PostHogConfig } from "posthog-js";
import { CONSENT_DELAY_MAX_MS, CONSENT_DELAY_MIN_MS } from "../../../shared/ui-timing";

/**
 * posthog-js settings from spec §9, by the library's own option names. The 60 s pause after a
 * quota answer is built into the library and has no option.
 */
export function analyticsOptions(host: string): Partial<PostHogConfig> {
  return {
    api_host: host,
    // Page views are sent by us after each route change, with the full path (spec §1).
    capture_pageview: false,
    capture_pageleave: false,
    // No data until consent is granted (after the delay below).
    opt_out_capturing_by_default: true,
    session_idle_timeout_seconds: 1800,
    cookie_expiration: 365,
    feature_flag_request_timeout_ms: 3000,
    rate_limiting: { events_per_second: 10 },
    // Input values must never leave the browser: no recordings, and autocapture keeps no text.
    disable_session_recording: true,
    autocapture: false,
    mask_all_text: true,
    mask_all_element_attributes: true,
    // A password-reset link lands on /auth with its token in the query: no URL leaves with it.
    before_send: scrubEvent,
  };
}

/** A random delay of 3 to 5 s (spec §4: consent is granted after it). */
export function consentDelayMs(random: () => number = Math.random): number {
  return CONSENT_DELAY_MIN_MS + Math.floor(random() * (CONSENT_DELAY_MAX_MS - CONSENT_DELAY_MIN_MS + 1));
}

/** The page's full path as the page-view event carries it: path, query and fragment. */
export function fullPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

// /auth pages take secrets in their query (the password-reset token) and need none of it
// reported: their URLs go out without query or fragment.
const secretQueryPath = /^\/auth(\/|$)/;

/** The page-view path: the full path, except for /auth pages (path only). */
export function pageviewPath(location: { pathname: string; search: string; hash: string }): string {
  return secretQueryPath.test(location.pathname) ? location.pathname : fullPath(location);
}

/** An absolute or root-relative URL without the query and fragment of /auth pages. */
export function scrubUrl(url: string): string {
  const parsed = new URL(url, "http://relative.invalid");
  if (!secretQueryPath.test(parsed.pathname)) return url;
  return url.startsWith("/") ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

const urlProperties = [
  "$current_url",
  "$referrer",
  "$session_entry_url",
  "$initial_current_url",
  "$initial_referrer",
  "$session_entry_referrer",
  "path",
];

/** posthog-js before_send: every URL an event carries (properties, $set, $set_once), scrubbed. */
export function scrubEvent(event: CaptureResult | null): CaptureResult | null {
  if (!event) return event;
  for (const bag of [event.properties, event.$set, event.$set_once]) {
    if (!bag) continue;
    for (const key of urlProperties) {
      const value = bag[key];
      if (typeof value === "string") bag[key] = scrubUrl(value);
    }
  }
  return event;
}

/**
 * What an input-entered event says about a field: which field, never what was typed.
 * Null for elements that are not form fields.
 */
export function describeField(target: EventTarget | null): Record<string, string> | null {
  if (!target || typeof target !== "object" || !("tagName" in target)) return null;
  const element = target as HTMLInputElement;
  const tag = String(element.tagName).toLowerCase();
  if (tag !== "input" && tag !== "textarea" && tag !== "select") return null;
  const label = element.labels?.[0]?.textContent?.trim();
  return {
    field: element.name || element.id || label || tag,
    field_type: tag === "input" ? element.type || "text" : tag,
    ...(label ? { label: label.slice(0, 80) } : {}),
  };
}
