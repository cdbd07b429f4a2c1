import { useState } from "react";
import { TextField } from "../../components/ui/text-field";
import { authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";
import { AuthForm } from "./auth-form";
import { type Identifier, parseIdentifier } from "./identifier";
import { SecondFactorStep } from "./password-views";
import { serverMessage, useAuthAction } from "./use-auth-action";

type Done = { onSignedIn: () => void };

/** One-time code sign-in: ask for a code by email (or SMS where configured), then verify it. */
export function VerifyOtpView({ onSignedIn }: Done) {
  const [identifier, setIdentifier] = useState("");
  const [sentTo, setSentTo] = useState<Exclude<Identifier, { kind: "invalid" }>>();
  const [code, setCode] = useState("");
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const action = useAuthAction();

  const send = () =>
    action.run(async () => {
      const id = parseIdentifier(identifier);
      if (id.kind === "invalid") return { error: "Enter your email address or phone number." };
      const { error } =
        id.kind === "email"
          ? await authClient.emailOtp.sendVerificationOtp({ email: id.email, type: "sign-in" })
          : await authClient.phoneNumber.sendOtp({ phoneNumber: id.phone });
      if (error) return { error: serverMessage(error) };
      setSentTo(id);
      return { message: copy.verify_otp.sent };
    });

  const verify = () =>
    action.run(async () => {
      if (!sentTo) return;
      const otp = code.trim();
      if (!otp) return { error: "Enter the code we sent you." };
      const { data, error } =
        sentTo.kind === "email"
          ? await authClient.signIn.emailOtp({ email: sentTo.email, otp })
          : await authClient.phoneNumber.verify({ phoneNumber: sentTo.phone, code: otp });
      if (error) return { error: serverMessage(error) };
      // Two-factor is on: the code was the first step only.
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        setNeedsSecondFactor(true);
        return;
      }
      onSignedIn();
    });

  if (needsSecondFactor) return <SecondFactorStep onSignedIn={onSignedIn} />;

  if (!sentTo) {
    return (
      <AuthForm
        heading={copy.verify_otp.heading}
        buttonLabel={copy.verify_otp.sendButton}
        loadingLabel={copy.verify_otp.sendLoading}
        {...action}
        onSubmit={send}
      >
        <TextField
          label={copy.emailOrPhoneLabel}
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
        />
      </AuthForm>
    );
  }
  return (
    <AuthForm
      heading={copy.verify_otp.heading}
      buttonLabel={copy.verify_otp.button}
      loadingLabel={copy.verify_otp.loading}
      {...action}
      onSubmit={verify}
    >
      <TextField
        label={copy.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
    </AuthForm>
  );
}

export function AnonymousSignInView({ onSignedIn }: Done) {
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const { error } = await authClient.signIn.anonymous();
      if (error) return { error: serverMessage(error) };
      onSignedIn();
    });
  return (
    <AuthForm
      heading={copy.anonymous_sign_in.heading}
      buttonLabel={copy.anonymous_sign_in.button}
      loadingLabel={copy.anonymous_sign_in.loading}
      {...action}
      onSubmit={submit}
    >
      <p className="text-grey-700">{copy.anonymous_sign_in.body}</p>
    </AuthForm>
  );
}
