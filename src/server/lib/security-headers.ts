import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Env } from "../env.ts";

// Each HTML response gets a fresh nonce: React Router's inline hydration scripts carry it,
// and nothing else inline may run.
export function securityHeaders(env: Env): MiddlewareHandler {
  const secure = env.APP_URL.startsWith("https://");
  // Analytics (when configured) talks to its host and, for PostHog Cloud, its assets host.
  const analytics = analyticsOrigins(env).join(" ");
  const extra = analytics ? ` ${analytics}` : "";
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const h = c.res.headers;
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${extra}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${extra}`,
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
    h.set("X-Frame-Options", "DENY");
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (secure) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

function analyticsOrigins(env: Env): string[] {
  if (!env.POSTHOG_KEY || !env.POSTHOG_HOST) return [];
  const url = new URL(env.POSTHOG_HOST);
  return url.hostname.endsWith(".posthog.com") ? [url.origin, "https://*.posthog.com"] : [url.origin];
}
