import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// A "known device" is a browser that has signed in to an account before. It carries a signed,
// HttpOnly cookie naming that device (a random id) and the accounts it signed in to (the same
// SHA-256 of the address the failed-attempt counters use, so no address is in the cookie).
// Password and code attempts from a known device for one of its accounts take from that
// device's own budget instead of the account's shared one (limit-failed-attempts.ts): an
// attacker guessing from elsewhere cannot lock the owner out of their own browser. The cookie is
// no credential: it only chooses which budget an attempt counts against, and a copied cookie
// gives its holder the same 5 tries per 15 minutes as everybody else, once.

const LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** A shared family computer signs in to a few accounts; more is not a real device. */
const MAX_ACCOUNTS = 5;

interface KnownDevice {
  /** Random, per browser: each known device has a budget of its own. */
  id: string;
  /** Account counter hashes (limit-failed-attempts.ts counterHash), newest first. */
  accounts: string[];
  /** Unix milliseconds; a copied cookie stops counting after this, whatever its Max-Age. */
  until: number;
}

/** `__Host-` on https: no sibling subdomain can plant its own copy. */
export function knownDeviceCookieName(appUrl: string) {
  return appUrl.startsWith("https:") ? "__Host-known_device" : "known_device";
}

function sign(secret: string, payload: string) {
  return createHmac("sha256", secret).update(`known-device:${payload}`).digest("base64url");
}

/** The device a cookie value names; undefined when missing, tampered with, expired or malformed. */
export function readKnownDevice(secret: string, value: string | undefined, now = Date.now()) {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return undefined;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(secret, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const device = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<KnownDevice>;
    const valid =
      typeof device.id === "string" &&
      Array.isArray(device.accounts) &&
      device.accounts.every((a) => typeof a === "string") &&
      typeof device.until === "number" &&
      device.until > now;
    return valid ? (device as KnownDevice) : undefined;
  } catch {
    return undefined;
  }
}

/** The cookie value after a successful sign-in to `account` here (the device id is kept). */
export function rememberAccount(
  secret: string,
  current: string | undefined,
  account: string,
  now = Date.now(),
) {
  const device = readKnownDevice(secret, current, now);
  const others = (device?.accounts ?? []).filter((a) => a !== account);
  const next: KnownDevice = {
    id: device?.id ?? randomBytes(16).toString("base64url"),
    accounts: [account, ...others].slice(0, MAX_ACCOUNTS),
    until: now + LIFETIME_SECONDS * 1000,
  };
  const payload = Buffer.from(JSON.stringify(next)).toString("base64url");
  return { value: `${payload}.${sign(secret, payload)}`, maxAge: LIFETIME_SECONDS };
}
