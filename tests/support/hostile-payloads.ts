import fc from "fast-check";
import {
  LONG_STRINGS,
  MARKUP_STRINGS,
  RAW_QUERY_PARTS,
  SQL_STRINGS,
  UNICODE_STRINGS,
  VALUE_LIKE_STRINGS,
} from "./hostile-strings.ts";

// fast-check arbitraries for the hostile-input suite: what an attacker, a broken client or a
// confused paste sends. JSON cannot carry everything we want to send (1e309, -0, duplicate
// keys, 100,000 levels of nesting, a key named __proto__ that stays a key), so payloads are
// built as a small tree of their own and written out by `toJsonText`.

/** A value the sender fills in when the request is sent (an owned id, a current updated_at). */
class Ref {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** JSON text sent exactly as written (numbers JSON.stringify cannot write, deep nesting). */
class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** An object as a list of entries: keys like __proto__ stay plain keys, and keys may repeat. */
class JsonObject {
  readonly entries: [string, Hostile][];
  constructor(entries: [string, Hostile][]) {
    this.entries = entries;
  }
}

export type Hostile = string | number | boolean | null | Ref | RawJson | JsonObject | Hostile[];

export const ref = (name: string) => new Ref(name);
const obj = (fields: Record<string, Hostile>) => new JsonObject(Object.entries(fields));

/** A plain JSON-like value (which may hold Refs) as a payload. */
export function fromPlain(value: unknown): Hostile {
  if (value instanceof Ref || value instanceof RawJson || value instanceof JsonObject) return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (typeof value === "object" && value !== null)
    return new JsonObject(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
  return value as Hostile;
}

/** Writes a payload as JSON text; `resolved` holds the value of every Ref it uses. */
export function toJsonText(value: Hostile, resolved: ReadonlyMap<string, Hostile> = new Map()): string {
  if (value instanceof Ref) {
    if (!resolved.has(value.name)) throw new Error(`unresolved ref ${value.name}`);
    return toJsonText(resolved.get(value.name) ?? null, resolved);
  }
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) {
    const parts = value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item, resolved)}`);
    return `{${parts.join(",")}}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item, resolved)).join(",")}]`;
  return JSON.stringify(value);
}

/** The names of the Refs a payload uses, so the sender can look them up first. */
export function refsIn(value: Hostile, into = new Set<string>()): Set<string> {
  if (value instanceof Ref) into.add(value.name);
  else if (value instanceof JsonObject) for (const [, item] of value.entries) refsIn(item, into);
  else if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  return into;
}

// --- strings -----------------------------------------------------------------------------

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...MARKUP_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...SQL_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...UNICODE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...VALUE_LIKE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...MARKUP_STRINGS, ...UNICODE_STRINGS, ...SQL_STRINGS), { maxLength: 4 })
      .map((parts) => parts.join(" ")),
  },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
);

// --- numbers -----------------------------------------------------------------------------

export const hostileNumber: fc.Arbitrary<Hostile> = fc.oneof(
  fc.constantFrom<Hostile>(
    0,
    -1,
    1.5,
    0.1,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
    new RawJson("-0"),
    new RawJson("1e309"),
    new RawJson("-1e309"),
    new RawJson("1E400"),
    new RawJson("1.0"),
    new RawJson("0.0000000000000000000000000001"),
    new RawJson("100000000000000000000000000000000000000"),
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

// --- keys and values ---------------------------------------------------------------------

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", " ", "id ", "ID", "Id", "user_id", "userId", "is_free", "$where"),
  },
  { weight: 2, arbitrary: hostileText.filter((key) => key.length < 1_000) },
);

/** Nesting deeper than any schema expects: arrays, objects, and a mix, as raw JSON text. */
const deepNesting: fc.Arbitrary<Hostile> = fc
  .tuple(fc.constantFrom(64, 1_000, 100_000), fc.constantFrom("array", "object", "mixed"))
  .map(([depth, kind]) => {
    if (kind === "array") return new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    if (kind === "object") return new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
    return new RawJson(`${'[{"__proto__":'.repeat(depth)}null${"}]".repeat(depth)}`);
  });

const leaf: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const tree = fc.letrec<{ value: Hostile; array: Hostile[]; object: JsonObject }>((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map((e) => new JsonObject(e)),
}));

/** Any JSON value (and some that only raw JSON can carry). */
const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 12, arbitrary: tree.value },
  { weight: 1, arbitrary: deepNesting },
);

// --- payloads shaped like an endpoint's --------------------------------------------------

export type FieldArbitraries = Record<string, fc.Arbitrary<Hostile>>;

/**
 * Objects that look like the endpoint's body: some of its fields, each usually a plausible
 * value (so the payload gets past the first check and reaches deeper ones) and sometimes
 * anything at all, sometimes with extra or repeated keys; and now and then not an object.
 */
export function shapedPayload(fields: FieldArbitraries): fc.Arbitrary<Hostile> {
  const names = Object.keys(fields);
  const field = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fields[name] as fc.Arbitrary<Hostile> },
      { weight: 1, arbitrary: hostileValue },
    );
  const extraEntries = fc.oneof(
    { weight: 5, arbitrary: fc.constant<[string, Hostile][]>([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 2 }) },
    ...(names.length
      ? [{ weight: 1, arbitrary: fc.constantFrom(...names).map((n): [string, Hostile][] => [[n, "again"]]) }]
      : []),
  );
  const object = fc
    .tuple(fc.subarray(names), extraEntries)
    .chain(([chosen, extra]) =>
      fc
        .tuple(...chosen.map((name) => field(name).map((v): [string, Hostile] => [name, v])))
        .map((entries) => new JsonObject([...entries, ...extra])),
    );
  if (names.length === 0)
    return fc.oneof({ weight: 3, arbitrary: object }, { weight: 1, arbitrary: hostileValue });
  return fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: hostileValue });
}

/** A plausible text field: mostly hostile strings, sometimes plain words. */
export const text = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.lorem({ maxCount: 6 }) },
);

/** An id field: mostly one of the named owned (or not owned) rows, sometimes a hostile number. */
export function idOf(...names: string[]): fc.Arbitrary<Hostile> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names).map(ref) },
    { weight: 1, arbitrary: fc.constant(ref("otherUserResume")) },
    { weight: 1, arbitrary: hostileNumber },
  );
}

export function listOf(item: fc.Arbitrary<Hostile>, maxLength = 4): fc.Arbitrary<Hostile> {
  return fc.array(item, { maxLength });
}

export function objectOf(fields: Record<string, fc.Arbitrary<Hostile>>): fc.Arbitrary<Hostile> {
  return fc.record(fields, { requiredKeys: [] }).map((value) => obj(value as Record<string, Hostile>));
}

export const oneOf = (...values: Hostile[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: text });

export const flag: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 3, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom<Hostile>("true", 1, 0, null) },
);

// --- query strings and raw bodies --------------------------------------------------------

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value; // lone surrogates: sent as they are, which is hostile too
  }
};

/**
 * A query string: some of the endpoint's parameters (a plausible value or a hostile one,
 * sometimes repeated) plus raw fragments a URL parser may choke on.
 */
export function hostileQuery(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(params);
  const known = names.map((name) =>
    fc
      .oneof(
        { weight: 3, arbitrary: params[name] as fc.Arbitrary<string> },
        { weight: 1, arbitrary: hostileText.filter((v) => v.length < 5_000) },
      )
      .map((value) => `${encode(name)}=${encode(value)}`),
  );
  const part = fc.oneof(
    ...(known.length ? [{ weight: 6, arbitrary: fc.oneof(...known) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PARTS) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          hostileKey,
          hostileText.filter((v) => v.length < 5_000),
        )
        .map(([k, v]) => `${encode(k)}=${encode(v)}`),
    },
  );
  return fc.array(part, { maxLength: 5 }).map((parts) => parts.join("&"));
}

/** A body that is not the JSON the endpoint wants, and the content type it claims to be. */
export const rawBody: fc.Arbitrary<{ contentType: string | null; body: Uint8Array | string }> = fc.record({
  contentType: fc.constantFrom(
    null,
    "application/json",
    "application/json; charset=utf-16",
    "text/plain",
    "text/html",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=xyz",
    "multipart/form-data",
    "application/xml",
    "application/octet-stream",
    "image/png",
    "*/*",
    "",
    "application/json\r\nX-Injected: 1",
  ),
  body: fc.oneof(
    fc.constantFrom(
      "",
      "not json",
      "{",
      "}",
      '{"a":',
      "[1,2,",
      "'single'",
      "{a:1}",
      "NaN",
      "undefined",
      "\ufeff{}",
      '{"id":1}garbage',
      "a=1&b=2",
      '--xyz\r\nContent-Disposition: form-data; name="image"; filename="../../x.png"\r\n\r\nabc\r\n--xyz--',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}',
      "null",
      "0",
      '""',
      "[]",
    ),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }),
    fc.constant(new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])),
    fc.constant(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
    fc.constant(`{"a":"${"z".repeat(1_100_000)}"}`),
  ),
});
