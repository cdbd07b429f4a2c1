import type { UserEntitlements } from "../../shared/plans";
import { api } from "./api-client";

// GET /api/user (docs/api.md "User"): the signed-in user's plan and what is left of it. Asked
// fresh each time (a generation or a purchase changes it), never cached.

export type { UserEntitlements };

export function fetchEntitlements(): Promise<UserEntitlements> {
  return api<UserEntitlements>("/api/user");
}
