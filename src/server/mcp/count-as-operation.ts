import type { Operation } from "../api/openapi/operation.ts";
import { operationOf } from "../api/openapi/operations.ts";
import { enforceUserLimit } from "../modules/limits/user-rate-limits.ts";
import type { McpCaller } from "./mcp-caller.ts";

/**
 * Counts a tool's call on the rate limit of the /api operation it does, as the operation table
 * declares it: the tool and the route share one `<kind>:<user id>` counter, and a limit changed
 * in the table changes both.
 */
export async function countAs(caller: McpCaller, method: Operation["method"], path: string) {
  const { limit } = operationOf(method, path);
  if (!limit) return;
  const { db, env } = caller.deps;
  await enforceUserLimit({ db, env, kind: limit, userId: caller.user.id });
}
