import { type FormEvent, useEffect, useState } from "react";
import {
  FEEDBACK_EMAIL_MIN,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SUCCESS_MS,
  feedbackReady,
} from "../../../shared/feedback";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { sendFeedback } from "./send-feedback";

/** The form's words and its success line's look, shared with feedback-island.ts. */
export const feedbackCopy = {
  sending: "Sending...",
  sent: "Thank you! Your message has been sent. We will reply by email.",
  failed: "Your message could not be sent. Please try again in a moment.",
  statusClass: "rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-800",
};

// Spec §4/§5: Send stays disabled until the trimmed email has 5+ characters and the trimmed
// message 10+, and while sending. On success a message shows; 3 s later it clears and
// `onDone` runs (the contact modal closes). A failed save shows no success message and is
// logged (spec §8); the person also sees why, so they can try again.
export function FeedbackForm({
  onDone,
  onBusyChange,
  messageLabel = "Message",
  submitLabel = "Send",
}: {
  onDone?: () => void;
  onBusyChange?: (busy: boolean) => void;
  messageLabel?: string;
  submitLabel?: string;
}) {
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      onDone?.();
    }, FEEDBACK_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!feedbackReady(email, message) || sending) return;
    setSending(true);
    onBusyChange?.(true);
    setError(undefined);
    try {
      await sendFeedback({ email: email.trim(), message: message.trim() });
      setEmail("");
      setMessage("");
      setSent(true);
    } catch (failure) {
      console.error("Sending feedback failed", failure);
      setError(failure instanceof ApiError && failure.status !== 500 ? failure.message : feedbackCopy.failed);
    } finally {
      setSending(false);
      onBusyChange?.(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-feedback-form>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint={`So we can answer you (at least ${FEEDBACK_EMAIL_MIN} characters).`}
      />
      <TextAreaField
        label={messageLabel}
        name="message"
        required
        rows={5}
        maxLength={FEEDBACK_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint={`At least ${FEEDBACK_MESSAGE_MIN} characters.`}
      />
      <FormError message={error} />
      {sent ? (
        <p role="status" className={feedbackCopy.statusClass}>
          {feedbackCopy.sent}
        </p>
      ) : null}
      <Button
        type="submit"
        loading={sending}
        loadingLabel={feedbackCopy.sending}
        disabled={!feedbackReady(email, message)}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
