import type { FeedbackRequest } from "../../../shared/contracts/feedback";
import { api } from "../../lib/api-client";

/** POST /api/feedback; the server adds the signed-in user's id itself. */
export function sendFeedback(input: FeedbackRequest) {
  return api<{ ok: true }>("/api/feedback", { method: "POST", body: input });
}
