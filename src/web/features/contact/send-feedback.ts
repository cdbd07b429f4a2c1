import { api } from "../../lib/api-client";

/** POST /api/feedback; the server adds the signed-in user's id itself. */
export function sendFeedback(input: { email: string; message: string }) {
  return api<{ ok: true }>("/api/feedback", { method: "POST", body: input });
}
