// Spec §5: the contact form's rules, shared by the form (to enable Send) and the API's schema
// (src/server/api/feedback/feedback-schema.ts). No zod here: this file ships to every public page.
export const FEEDBACK_EMAIL_MIN = 5;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 5000;
/** Spec §9: the success message hides (and the contact modal closes) after 3 s. */
export const FEEDBACK_SUCCESS_MS = 3000;

/** Whether Send may be pressed (spec §5: both trimmed lengths hold). */
export function feedbackReady(email: string, message: string): boolean {
  return email.trim().length >= FEEDBACK_EMAIL_MIN && message.trim().length >= FEEDBACK_MESSAGE_MIN;
}
