import { orgScore, roleScore } from "./entry-words.ts";
import { looksLikePlace, trailingPlace } from "./places.ts";

// Where a job or a school was: "Seoul, S.Korea", "Talisay City, Cebu", "Dearborn, MI". Known
// regions and countries are found anywhere (contact-details.ts); a text merely shaped like a
// place ("City, Region": a few capitalised words each side of a comma, no digits but a postal
// code) only where layouts print places: set apart after the entry's name, at a line's right
// edge or after a dash ("Acme – Springfield, Ohio"). There it is never the title: a role has no
// comma between two proper names, and a title or employer would carry role or company words.

const WORD = /^(?:\p{Lu}[\p{L}'’.-]*|\d{3,6}|of|de|la|del|do|da|am|upon)$/u;

function shapedLikePlace(text: string): boolean {
  const pieces = text.split(",").map((piece) => piece.trim());
  if (pieces.length < 2 || pieces.length > 4) return false;
  return pieces.every((piece) => {
    const words = piece.split(" ").filter(Boolean);
    return words.length >= 1 && words.length <= 3 && words.every((word) => WORD.test(word));
  });
}

/** The piece is a whole place; `setApart`: it stands where layouts print places. */
export function isEntryPlace(text: string, setApart: boolean): boolean {
  if (trailingPlace(text)?.before === "") return true;
  // A title or an employer followed by its place ("Engineer, Acme, Austin, TX") is not a place.
  if (roleScore(text) > 0 || orgScore(text) > 0) return false;
  // "Acme, Austin, TX" opening a line is an employer and its place (entry-head.ts splits them);
  // an address with a postal code is a place wherever it stands.
  if (looksLikePlace(text) && (setApart || /\d/.test(text))) return true;
  return setApart && shapedLikePlace(text);
}
