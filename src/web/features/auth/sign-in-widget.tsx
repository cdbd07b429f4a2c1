import { useState } from "react";
import { FormStatus } from "../../components/auth-form/form-status";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { type AuthView, copy } from "./auth-copy";
import { AnonymousSignInView, VerifyOtpView } from "./code-views";
import { ForgottenPasswordView, MagicLinkView, UpdatePasswordView } from "./email-link-views";
import { SignInView, SignUpView } from "./password-views";
import { SecondFactorStep } from "./second-factor-step";
import { SocialButtons } from "./social-buttons";

export interface SignInWidgetProps {
  initialView: AuthView;
  resetToken?: string;
  notice?: string;
  /** Where mailed sign-in links land (AUTH_FINISH_PATH, with the page to return to). */
  finishPath?: string;
  onSignedIn: () => void;
}

// sign_in is the hub: it links to every other view, and every other view links back to it.
const hubLinks: AuthView[] = [
  "magic_link",
  "forgotten_password",
  "sign_up",
  "verify_otp",
  "anonymous_sign_in",
];
const linkText: Record<AuthView, string> = {
  sign_in: copy.sign_in.link,
  sign_up: copy.sign_up.link,
  magic_link: copy.magic_link.link,
  forgotten_password: copy.forgotten_password.link,
  verify_otp: copy.verify_otp.link,
  anonymous_sign_in: copy.anonymous_sign_in.link,
  update_password: copy.update_password.heading,
  two_factor: copy.twoFactor.heading,
};
const withSocial = new Set<AuthView>(["sign_in", "sign_up", "magic_link"]);

export function SignInWidget({
  initialView,
  resetToken,
  notice: initialNotice,
  finishPath,
  onSignedIn,
}: SignInWidgetProps) {
  const [view, setView] = useState<AuthView>(initialView);
  const [notice, setNotice] = useState(initialNotice);
  const [socialError, setSocialError] = useState<string>();
  const go = (next: AuthView) => {
    setNotice(undefined);
    setView(next);
  };

  return (
    <section
      aria-label="Sign in"
      className="flex w-full max-w-md flex-col gap-6 rounded-2xl border border-grey-200 bg-white p-8 shadow-sm"
    >
      <FormStatus message={notice} />
      {withSocial.has(view) ? <SocialButtons onError={setSocialError} /> : null}
      <FormError message={socialError} />
      <div key={view}>
        {renderView(view, {
          resetToken,
          finishPath,
          onSignedIn,
          onPasswordUpdated: (message) => {
            setView("sign_in");
            setNotice(message);
          },
        })}
      </div>
      <nav aria-label="Other ways to sign in" className="flex flex-col items-center gap-2">
        {(view === "sign_in" ? hubLinks : (["sign_in"] as AuthView[])).map((target) => (
          <Button key={target} variant="link" onClick={() => go(target)}>
            {linkText[target]}
          </Button>
        ))}
      </nav>
    </section>
  );
}

function renderView(
  view: AuthView,
  props: {
    resetToken?: string;
    finishPath?: string;
    onSignedIn: () => void;
    onPasswordUpdated: (message: string) => void;
  },
) {
  switch (view) {
    case "sign_in":
      return <SignInView onSignedIn={props.onSignedIn} />;
    case "sign_up":
      return <SignUpView onSignedIn={props.onSignedIn} finishPath={props.finishPath} />;
    case "magic_link":
      return <MagicLinkView finishPath={props.finishPath} />;
    case "forgotten_password":
      return <ForgottenPasswordView />;
    case "update_password":
      return <UpdatePasswordView token={props.resetToken} onUpdated={props.onPasswordUpdated} />;
    case "verify_otp":
      return <VerifyOtpView onSignedIn={props.onSignedIn} />;
    case "anonymous_sign_in":
      return <AnonymousSignInView onSignedIn={props.onSignedIn} />;
    case "two_factor":
      return <SecondFactorStep onSignedIn={props.onSignedIn} />;
  }
}
