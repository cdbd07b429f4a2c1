import { useState } from "react";
import { useLocation } from "react-router";
import { signUpPath } from "../lib/paths";
import { Icon } from "./ui/icon";

// Shown to a guest (anonymous session) on every app page: their work lives only in this browser's
// session until they make an account, and making one keeps it (the guest's rows move to the new
// account). Dismissing hides it for this browser session only: the risk comes back with the
// next visit, so the reminder does too.

const DISMISSED_KEY = "guest-save-prompt-dismissed";
const CLOSE_ICON =
  "M5.3 5.3a1 1 0 0 1 1.4 0L10 8.58l3.3-3.3a1 1 0 1 1 1.4 1.42L11.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4L10 11.42l-3.3 3.3a1 1 0 0 1-1.4-1.42L8.58 10l-3.3-3.3a1 1 0 0 1 0-1.4Z";

function wasDismissed(): boolean {
  try {
    return typeof window !== "undefined" && window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * "Save your work: create a free account", with the two ways to sign up, each named for what it
 * opens (a page titled with the same words, issue 34 §7), both returning to this page.
 */
export function GuestSavePrompt() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  const { pathname } = useLocation();
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage refused (private mode): hidden for this page view only.
    }
    setDismissed(true);
  };
  return (
    <section aria-labelledby="guest-save-heading" className="border-b border-primary-200 bg-primary-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6 lg:max-w-7xl">
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-primary-900">
          <h2 id="guest-save-heading" className="font-semibold">
            Save your work: create a free account
          </h2>
          <p>You are working as a guest. Everything you made so far comes with you to the account.</p>
          <a className="font-medium underline underline-offset-2" href={signUpPath("magic_link", pathname)}>
            Sign up with a magic link
          </a>
          <a className="font-medium underline underline-offset-2" href={signUpPath("password", pathname)}>
            Sign up with a password
          </a>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the save-your-work reminder"
          className="rounded-md p-1 text-primary-900 hover:bg-primary-100"
        >
          <Icon path={CLOSE_ICON} className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
