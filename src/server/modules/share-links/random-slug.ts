import { randomInt } from "node:crypto";

// A random link name: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), about
// 48 bits, so links cannot be guessed by walking through names.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function randomSlug(length = 10): string {
  let slug = "";
  for (let i = 0; i < length; i++) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}
