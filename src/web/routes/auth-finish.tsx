import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CONFIRM_LINK_PARAM, LINK_REQUESTED_ELSEWHERE } from "../../shared/server-to-page";
import { UserAlreadyExistsModal } from "../features/auth/auth-modals";
import { ConfirmLinkSignIn } from "../features/auth/confirm-link-sign-in";
import { authClient, signOut } from "../lib/auth-client";

export const meta = () => [{ title: "Signing you in · Resume Builder" }];

const ALREADY_LINKED = new Set(["user_already_exists", "account_already_linked_to_different_user"]);
// The server refused to sign this guest browser in with a link asked for elsewhere (it may
// have been sent by somebody else to move the guest's work into their account).
const PROBLEMS: Record<string, string> = {
  [LINK_REQUESTED_ELSEWHERE]:
    "This link was asked for in another browser, so we did not use it here: your work in this browser stays safe. To save it to your account, ask for a new link from this browser.",
};

/** Only our own app pages are valid destinations: an open redirect would be a phishing aid. */
export function safeNext(next: string | null): string {
  return next && /^\/app(\/|$)/.test(next) && !next.startsWith("//") ? next : "/app/dashboard";
}

// Where every sign-in method lands. It checks the session, then goes on to the app, or,
// when the identity already belongs to another user, signs out and says so. A sign-in link
// opened in a browser that did not ask for it lands here first with ?confirm=<email>.
export default function AuthFinishPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [userExists, setUserExists] = useState(false);
  const [problem, setProblem] = useState<string>();
  const confirmAs = params.get(CONFIRM_LINK_PARAM);

  useEffect(() => {
    if (confirmAs) return;
    const error = params.get("error");
    if (error && ALREADY_LINKED.has(error)) {
      void signOut("local").then(() => setUserExists(true));
      return;
    }
    if (error) {
      setProblem(
        PROBLEMS[error] ?? `Sign-in did not complete (${error.replaceAll("_", " ")}). Please try again.`,
      );
      return;
    }
    void authClient.getSession().then(({ data }) => {
      if (data) navigate(safeNext(params.get("next")), { replace: true });
      else setProblem("Your sign-in link has expired or was already used. Please ask for a new one.");
    });
  }, [params, navigate, confirmAs]);

  if (confirmAs)
    return (
      <main className="flex min-h-[60vh] flex-col items-center justify-center p-8 text-center">
        <ConfirmLinkSignIn email={confirmAs} />
      </main>
    );

  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">
        {problem ? "Sign-in did not complete" : "Signing you in ..."}
      </h1>
      {problem ? (
        <>
          <p role="alert" className="text-red-700">
            {problem}
          </p>
          <a className="text-primary-700 underline" href="/auth">
            Back to sign in
          </a>
        </>
      ) : null}
      <UserAlreadyExistsModal open={userExists} onClose={() => navigate("/auth?view=sign_in")} />
    </main>
  );
}
