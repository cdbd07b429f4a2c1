// Small helpers for the plain JSON values the wizard edits (strings, numbers, booleans,
// arrays and objects of them): structural equality, and equality "as the server stores it".

export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => jsonEqual(item, b[index]));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    return keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]));
  }
  return false;
}

/** Strings trimmed all the way down: the server trims what it stores. */
function trimDeep(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimDeep(item)]));
  }
  return value;
}

/** Whether a payload and a stored value are the same once the server has trimmed the payload. */
export function sameAsStored(payload: unknown, stored: unknown): boolean {
  return jsonEqual(trimDeep(payload), trimDeep(stored));
}
