import type { PostHogConfig } from "posthog-js";
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
