// Spec §2: /app/resume/{id}/step alone has no layout; nothing further is shown.
export default function ResumeStepIndex() {
  return null;
}
