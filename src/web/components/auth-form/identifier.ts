// Sign-in accepts an email address or a phone number in one field (spec §5).
export type Identifier =
  | { kind: "email"; email: string }
  | { kind: "phone"; phone: string }
  | { kind: "invalid" };

/** Something@domain.tld: one "@", no spaces, a dot inside the domain. Plain string steps: the
 * regex /^[^\s@]+@[^\s@]+\.[^\s@]+$/ tries every dot of a long domain and takes seconds. */
function looksLikeEmail(value: string): boolean {
  const [local = "", domain = "", ...extra] = value.split("@");
  const dot = domain.indexOf(".", 1);
  return extra.length === 0 && local !== "" && !/\s/.test(value) && dot > 0 && dot < domain.length - 1;
}
const PHONE = /^\+?[0-9(][0-9 ().-]{6,}$/;

export function parseIdentifier(raw: string): Identifier {
  const value = raw.trim();
  if (looksLikeEmail(value)) return { kind: "email", email: value.toLowerCase() };
  if (PHONE.test(value)) return { kind: "phone", phone: value.replace(/[ ().-]/g, "") };
  return { kind: "invalid" };
}

export const IDENTIFIER_REQUIRED = "Enter your email address or phone number.";
