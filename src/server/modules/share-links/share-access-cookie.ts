import { createHmac, timingSafeEqual } from "node:crypto";

// After the right password, a signed cookie opens that one link for an hour. The signature
// covers the password's hash, so changing or removing the password closes every open session.

export const ACCESS_SECONDS = 60 * 60;

export const accessCookieName = (linkId: number) => `share_access_${linkId}`;

function sign(secret: string, linkId: number, passwordHash: string, until: number) {
  return createHmac("sha256", secret).update(`share:${linkId}:${until}:${passwordHash}`).digest("base64url");
}

export function accessCookieValue(secret: string, linkId: number, passwordHash: string, now = Date.now()) {
  const until = Math.floor(now / 1000) + ACCESS_SECONDS;
  return `${until}.${sign(secret, linkId, passwordHash, until)}`;
}

export function hasAccess(
  secret: string,
  linkId: number,
  passwordHash: string,
  value: string | undefined,
  now = Date.now(),
): boolean {
  if (!value || value.length > 200) return false;
  const dot = value.indexOf(".");
  const until = Number(value.slice(0, dot));
  if (dot < 1 || !Number.isInteger(until) || until * 1000 <= now) return false;
  const expected = Buffer.from(sign(secret, linkId, passwordHash, until));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
