import { useEffect, useState } from "react";
import { FormStatus } from "../../components/auth-form/form-status";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { pageTitle } from "../../lib/page-meta";
import { type AuthView, authHeading, copy } from "./auth-copy";
import { AnonymousSignInView, VerifyOtpView } from "./code-views";
import { ForgottenPasswordView, MagicLinkView, UpdatePasswordView } from "./email-link-views";
import { SignInView, SignUpView } from "./password-views";
import { SecondFactorStep } from "./second-factor-step";
import { SocialButtons } from "./social-buttons";

export interface SignInWidgetProps {
  initialView: AuthView;
  /** Opened to make an account (`intent=sign_up`): the magic-link view is titled for signing up. */
  signingUp?: boolean;
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

/** Where the widget stands: a view, and whether the magic-link view is there to sign up. */
interface Place {
  view: AuthView;
  signingUp: boolean;
}

/**
 * The links under a view: the hub links every way in; a sign-up view also offers the other way
 * to sign up; every other view leads back to the hub.
 */
function linksFrom({ view, signingUp }: Place): { to: Place; text: string }[] {
  const back = { to: { view: "sign_in" as const, signingUp: false }, text: linkText.sign_in };
  if (view === "sign_in")
    return hubLinks.map((target) => ({ to: { view: target, signingUp: false }, text: linkText[target] }));
  if (view === "sign_up")
    return [{ to: { view: "magic_link", signingUp: true }, text: copy.magic_link_sign_up.switchLink }, back];
  if (view === "magic_link" && signingUp)
    return [{ to: { view: "sign_up", signingUp: true }, text: copy.sign_up.switchLink }, back];
  return [back];
}

export function SignInWidget({
  initialView,
  signingUp: initialSigningUp = false,
  resetToken,
  notice: initialNotice,
  finishPath,
  onSignedIn,
}: SignInWidgetProps) {
  const [place, setPlace] = useState<Place>({ view: initialView, signingUp: initialSigningUp });
  const { view, signingUp } = place;
  const [notice, setNotice] = useState(initialNotice);
  const [socialError, setSocialError] = useState<string>();
  const go = (next: Place) => {
    setNotice(undefined);
    setPlace(next);
  };
  const heading = authHeading(view, signingUp);
  // The route's title names the view it was opened on; a view chosen here renames the page too.
  useEffect(() => {
    document.title = pageTitle(heading);
  }, [heading]);

  return (
    <section
      aria-label={heading}
      className="flex w-full max-w-md flex-col gap-6 rounded-2xl border border-grey-200 bg-white p-8 shadow-sm"
    >
      <FormStatus message={notice} />
      {withSocial.has(view) ? <SocialButtons onError={setSocialError} /> : null}
      <FormError message={socialError} />
      <div key={`${view}-${signingUp}`}>
        {renderView(place, {
          resetToken,
          finishPath,
          onSignedIn,
          onPasswordUpdated: (message) => {
            setPlace({ view: "sign_in", signingUp: false });
            setNotice(message);
          },
        })}
      </div>
      <nav aria-label="Other ways to sign in" className="flex flex-col items-center gap-2">
        {linksFrom(place).map((link) => (
          <Button key={link.text} variant="link" onClick={() => go(link.to)}>
            {link.text}
          </Button>
        ))}
      </nav>
    </section>
  );
}

function renderView(
  { view, signingUp }: Place,
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
      return <MagicLinkView finishPath={props.finishPath} signingUp={signingUp} />;
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
