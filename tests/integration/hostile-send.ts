import Stripe from "stripe";
import { type Hostile, refsIn, toJsonText } from "../support/hostile-payloads.ts";
import { randomIp, TEST_APP_URL } from "../support/test-app.ts";
import type { EndpointSpec } from "./hostile-endpoints.ts";
import { type HostileWorld, storeCookies } from "./hostile-world.ts";
import { WEBHOOK_SECRET } from "./payments-helpers.ts";

// Sends one generated request the way a browser (or an attacker's script) would, and says
// what is wrong with the answer, if anything.

export interface HostileRequest {
  /** The query string, without "?"; `queryRef(name)` in it stands for a ref's value. */
  query?: string;
  /** A JSON body, written out by toJsonText (sent as application/json). */
  body?: Hostile;
  /** A body sent exactly as given, with this content type (null: none). */
  raw?: { contentType: string | null; body: Uint8Array | string };
  headers?: Record<string, string>;
  /** Signs the body as Stripe would (the webhook). */
  signAsStripe?: boolean;
  /** The value of the path's `:slug`; `queryRef(name)` in it stands for a ref's value. */
  slug?: string;
}

export interface HostileAnswer {
  status: number;
  text: string;
  request: string;
}

/** The signed-out sender's address; limits are raised, so one address is enough. */
const NOBODY_IP = randomIp();

/** Marks a ref in a query string (URL-safe, and nothing a generator writes by chance). */
export const queryRef = (name: string) => `hostile-ref-${name}-end`;
const REF_TOKEN = /hostile-ref-(\w+)-end/g;

export async function sendHostile(
  world: HostileWorld,
  spec: EndpointSpec,
  request: HostileRequest,
): Promise<HostileAnswer> {
  const who = spec.as ?? "user";
  const client = who === "nobody" ? undefined : await world.client(who);
  const names = request.body === undefined ? new Set<string>() : refsIn(request.body);
  for (const text of [request.query ?? "", request.slug ?? ""])
    for (const match of text.matchAll(REF_TOKEN)) names.add(match[1] as string);
  const values = await world.resolve(names);
  const slug = (request.slug ?? "").replace(REF_TOKEN, (token, name: string) =>
    values.has(name) ? String(values.get(name)) : token,
  );

  const query = (request.query ?? "").replace(REF_TOKEN, (token, name: string) =>
    values.has(name) ? encodeURIComponent(String(values.get(name))) : token,
  );
  const ip = spec.freshIp ? randomIp() : (client?.ip ?? NOBODY_IP);
  const headers = new Headers({ origin: TEST_APP_URL, "x-forwarded-for": ip });
  if (client?.cookies.size)
    headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  let body: Uint8Array | string | undefined;
  if (request.raw) {
    body = request.raw.body;
    if (request.raw.contentType !== null) setHeader(headers, "content-type", request.raw.contentType);
  } else if (request.body !== undefined) {
    body = toJsonText(request.body, values);
    headers.set("content-type", "application/json");
  }
  if (request.signAsStripe && typeof body === "string")
    headers.set(
      "stripe-signature",
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    );
  for (const [name, value] of Object.entries(request.headers ?? {})) setHeader(headers, name, value);

  // "." and ".." are path steps the URL resolves away before any route sees them.
  // A lone surrogate cannot be written in a URL at all: it is sent as U+FFFD, as browsers do.
  const segment =
    slug === "" || slug === "." || slug === ".." ? "-" : encodeURIComponent(slug.toWellFormed());
  const path = spec.path.replace(":slug", segment);
  const url = `${TEST_APP_URL}${path}${query ? `?${query}` : ""}`;
  const response = await world.t.app.request(url, {
    method: spec.method,
    headers,
    body: body as BodyInit | undefined,
    redirect: "manual",
  });
  storeCookies(client, response);
  const text = await response.text();
  if (response.status < 300 && spec.consumes) world.consume(spec.consumes);
  return { status: response.status, text, request: describeRequest(spec, url, body) };
}

/** Header values a Headers object refuses (CR, LF) are what a raw socket could send: skip them. */
function setHeader(headers: Headers, name: string, value: string) {
  try {
    headers.set(name, value);
  } catch {
    headers.set(name, "application/octet-stream");
  }
}

function describeRequest(spec: EndpointSpec, url: string, body: Uint8Array | string | undefined) {
  const shown = body === undefined ? "" : typeof body === "string" ? body : `<${body.byteLength} bytes>`;
  const cut = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}… (${text.length} chars)` : text);
  return `${spec.method} ${cut(url)} ${cut(shown)}`;
}

/**
 * What the suite refuses: any 5xx; a 4xx without `{ error: { code, message } }` (Better Auth:
 * `{ code, message }`) and a non-empty message. Null when the answer is fine.
 */
export function problemWith(spec: EndpointSpec, answer: HostileAnswer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return null;
  // A page says what is wrong in its heading (and, for the password form, its alert).
  if (spec.page && answer.text.startsWith("<!doctype html>") && answer.text.includes("<h1>")) return null;
  let parsed: any;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return `answered ${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  }
  const error = spec.betterAuth && parsed?.error === undefined ? parsed : parsed?.error;
  const code = error?.code;
  const message = error?.message;
  const codeOk = spec.betterAuth
    ? code === undefined || typeof code === "string"
    : typeof code === "string" && code !== "";
  if (!codeOk || typeof message !== "string" || message.trim() === "")
    return `answered ${answer.status} without an error code and message: ${answer.text.slice(0, 300)}`;
  return null;
}
