import { useNavigate, useSearchParams } from "react-router";
import { authHeading, copy, DEFAULT_AUTH_VIEW, isAuthView } from "../features/auth/auth-copy";
import { SignInWidget } from "../features/auth/sign-in-widget";
import { useResetToken } from "../features/auth/use-reset-token";
import { AUTH_FINISH_PATH } from "../lib/auth-client";
import { pageTitle } from "../lib/page-meta";
import { SIGN_UP_INTENT } from "../lib/paths";
import type { Route } from "./+types/auth";

/** The view and purpose the address asks for: `?view=` (magic_link by default) and `?intent=sign_up`. */
function placeOf(params: URLSearchParams) {
  const view = params.get("view");
  return {
    view: isAuthView(view) ? view : DEFAULT_AUTH_VIEW,
    signingUp: params.get("intent") === SIGN_UP_INTENT,
  };
}

// The page is titled with the heading of the view it opens ("Sign up with a magic link" for
// the link that says so), so the tab and the heading say what the link promised (issue 34 §7).
export const meta = ({ location }: Route.MetaArgs) => {
  const { view, signingUp } = placeOf(new URLSearchParams(location.search));
  return [
    { title: pageTitle(authHeading(view, signingUp)) },
    { name: "description", content: "Sign in or create an account to save and access your CV." },
  ];
};

export default function AuthPage() {
  const [params] = useSearchParams();
  const resetToken = useResetToken();
  const navigate = useNavigate();
  const { view, signingUp } = placeOf(params);
  const next = params.get("next");
  const finish = next ? `${AUTH_FINISH_PATH}?next=${encodeURIComponent(next)}` : AUTH_FINISH_PATH;
  return (
    <main className="flex min-h-[80vh] items-center justify-center bg-grey-50 p-4">
      <SignInWidget
        initialView={view}
        signingUp={signingUp}
        resetToken={resetToken}
        notice={params.get("reason") === "signin" ? copy.signInRequired : undefined}
        finishPath={finish}
        onSignedIn={() => navigate(finish)}
      />
    </main>
  );
}
