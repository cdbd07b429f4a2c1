// Spec §2: /app/resume/{id}/step alone has no layout; nothing further is shown. It still has a
// title, so the tab and a screen reader can name the page.
export const meta = () => [{ title: "Resume · Resume Builder" }];

export default function ResumeStepIndex() {
  return null;
}
