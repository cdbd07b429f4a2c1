import type { z } from "zod";
import { idPayload, type OkAnswer } from "../../../shared/contracts/fields.ts";
import type { SessionUser } from "../../lib/session-user.ts";
import type { Printer } from "../../modules/printing/printer.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// What a route declared in the operation table is given (mount-operations.ts builds its Hono
// handler): the signed-in user, the body already checked by the operation's own schema, and the
// query string. Its answer is sent as JSON with the operation's success status, or, when it is a
// Response (a file: lib/file-answer.ts), as it is.

export interface OperationCall<Body = unknown> {
  deps: RouteDependencies;
  userId: string;
  /** The signed-in user (whether a guest, their address, how recently they signed in). */
  user: SessionUser;
  /** The request's id, for the log lines of what goes wrong after the answer is decided. */
  requestId: string;
  body: Body;
  /** An upload's file (an operation whose body is an Upload, sent as multipart). */
  file?: Uint8Array;
  /** A header of the request ("if-none-match", "accept"). */
  header: (name: string) => string | undefined;
  /** The query string's parameters (the first value of each). */
  query: Record<string, string | undefined>;
  /** A cookie of the request (the partner plan a visitor picked). */
  cookie: (name: string) => string | undefined;
  /** A header of the answer besides its JSON (a Link to the next page). */
  setHeader: (name: string, value: string) => void;
  /** Tells the browser to drop a cookie (the session's, once the account is gone). */
  expireCookie: (name: string, options: { secure?: boolean }) => void;
  /** The request's: work still queued for it (a render in the user's lane) is dropped when it aborts. */
  signal: AbortSignal;
}

export type OperationHandler = (call: OperationCall) => Promise<unknown>;

/**
 * An operation's body schema and its handler, typed together: the schema the OpenAPI document
 * shows is the one the route checks, and the handler reads the body it yields.
 */
export function withBody<Schema extends z.ZodType>(
  body: Schema,
  handle: (call: OperationCall<z.output<Schema>>) => Promise<unknown>,
): { body: Schema; handle: OperationHandler } {
  return { body, handle: handle as OperationHandler };
}

/** The caller's printer: their renders queue in their lane until the request aborts. */
export function printerOf({ deps, userId, signal }: OperationCall): Printer {
  return { ...deps, userId, signal };
}

/** Deleting one of the user's things by its id: the body `{ id }`, the answer `{ ok: true }`. */
export function deleteById(
  remove: (deps: RouteDependencies, userId: string, id: number) => Promise<unknown>,
) {
  return withBody(idPayload, async ({ deps, userId, body: { id } }) => {
    await remove(deps, userId, id);
    return { ok: true } satisfies OkAnswer;
  });
}
