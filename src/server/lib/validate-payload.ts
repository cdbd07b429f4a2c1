import type { z } from "zod";
import { MAX_ID } from "../../shared/contracts/fields.ts";
import { AppError } from "./app-error.ts";

// Every refusal of client input is a 400 with a message a person can act on, naming the field;
// `details.issues` lets a form put each message next to its input.

/** Parses `value` with `schema` or throws AppError("bad_request") describing what is wrong. */
export function validatePayload<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      const where = path ? ` in ${path}` : "";
      return {
        path,
        message: `Unknown field${issue.keys.length > 1 ? "s" : ""}${where}: ${issue.keys.join(", ")}.`,
      };
    }
    if (!path && issue.code === "invalid_type")
      return { path, message: "The request body must be a JSON object." };
    const named = !path || issue.message.startsWith(path);
    return { path, message: named ? issue.message : `${path}: ${issue.message}` };
  });
  const shown = issues.slice(0, 3).map((issue) => issue.message);
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
  throw new AppError("bad_request", `${shown.join(" ")}${more}`, { issues });
}

/** The JSON body of a request, or a 400 when it is not JSON. */
export async function readJson(request: { json(): Promise<unknown> }): Promise<unknown> {
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    throw new AppError("bad_request", "The request body must be JSON.");
  }
  return storableText(value);
}

type Place = { key: string; parent: Place } | null;

/**
 * Makes parsed JSON safe to store. PostgreSQL text cannot hold U+0000, so a string with it is
 * refused (400, naming the field) instead of failing as a 500 deep in a query. A lone UTF-16
 * surrogate ("\ud800", which JSON allows) breaks jsonb columns, so it becomes U+FFFD, which
 * is what a text column stores for it anyway. Iterative: bodies may nest very deeply.
 */
export function storableText<T>(value: T): T {
  if (typeof value === "string") return checkString(value, null) as T;
  const pending: [unknown, Place][] = [[value, null]];
  while (pending.length) {
    const [item, place] = pending.pop() as [unknown, Place];
    if (typeof item !== "object" || item === null) continue;
    const record = item as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key.includes("\u0000")) throw nulError(place);
      const child = record[key];
      const at = { key, parent: place };
      if (typeof child === "string") record[key] = checkString(child, at);
      else pending.push([child, at]);
    }
  }
  return value;
}

function checkString(text: string, place: Place): string {
  if (text.includes("\u0000")) throw nulError(place);
  return text.isWellFormed() ? text : text.toWellFormed();
}

function nulError(place: Place) {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  const where = keys.length ? `${keys.join(".")}: ` : "";
  return new AppError("bad_request", `${where}Text cannot contain the NUL character (\\u0000).`);
}

/** An id from the query string: a positive whole number, otherwise 400. */
export function parseQueryId(value: string | undefined, name = "id"): number {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > MAX_ID) throw new AppError("bad_request", `${name} must be a positive whole number.`);
  return id;
}
