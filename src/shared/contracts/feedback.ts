import { z } from "zod";
import { FEEDBACK_EMAIL_MIN, FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN } from "../feedback.ts";

// POST /api/feedback (public, docs/api.md "Feedback"): answers 201 with OkAnswer. The sender's
// user id comes from the session, so it is not a field. The form's own rules (to enable Send)
// are the zod-free shared/feedback.ts, which every public page ships.

export const feedbackPayload = z.strictObject({
  email: z
    .string({ error: "email is required." })
    .trim()
    .min(FEEDBACK_EMAIL_MIN, `email must be at least ${FEEDBACK_EMAIL_MIN} characters.`)
    .max(320, "email must be at most 320 characters.")
    .pipe(z.email("email must be an email address, like name@example.com.")),
  message: z
    .string({ error: "message is required." })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, `message must be at least ${FEEDBACK_MESSAGE_MIN} characters.`)
    .max(FEEDBACK_MESSAGE_MAX, `message must be at most ${FEEDBACK_MESSAGE_MAX} characters.`),
});
export type FeedbackRequest = z.input<typeof feedbackPayload>;
