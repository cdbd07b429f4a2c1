// Sign-in accepts an email address or a phone number in one field (spec §5).
export type Identifier =
  | { kind: "email"; email: string }
  | { kind: "phone"; phone: string }
  | { kind: "invalid" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9(][0-9 ().-]{6,}$/;

export function parseIdentifier(raw: string): Identifier {
  const value = raw.trim();
  if (EMAIL.test(value)) return { kind: "email", email: value.toLowerCase() };
  if (PHONE.test(value)) return { kind: "phone", phone: value.replace(/[ ().-]/g, "") };
  return { kind: "invalid" };
}

export const IDENTIFIER_REQUIRED = "Enter your email address or phone number.";
