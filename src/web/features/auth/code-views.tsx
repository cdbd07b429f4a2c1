import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { OneTimeCodeField } from "../../components/auth-form/credential-fields";
import { IDENTIFIER_REQUIRED, type Identifier, parseIdentifier } from "../../components/auth-form/identifier";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";
import { IdentifierField } from "./identifier-field";
import { asksForSecondFactor, SecondFactorStep } from "./second-factor-step";

type Done = { onSignedIn: () => void };

const sendCodeLabels = {
  heading: copy.verify_otp.heading,
  button: copy.verify_otp.sendButton,
  loading: copy.verify_otp.sendLoading,
};

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
      if (id.kind === "invalid") return { error: IDENTIFIER_REQUIRED };
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
      if (asksForSecondFactor(data)) {
        setNeedsSecondFactor(true);
        return;
      }
      onSignedIn();
    });

  if (needsSecondFactor) return <SecondFactorStep onSignedIn={onSignedIn} />;

  if (!sentTo) {
    return (
      <AuthForm labels={sendCodeLabels} action={action} onSubmit={send}>
        <IdentifierField value={identifier} onValueChange={setIdentifier} />
      </AuthForm>
    );
  }
  return (
    <AuthForm labels={copy.verify_otp} action={action} onSubmit={verify}>
      <OneTimeCodeField label={copy.codeLabel} name="code" digitsOnly value={code} onValueChange={setCode} />
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
    <AuthForm labels={copy.anonymous_sign_in} action={action} onSubmit={submit}>
      <p className="text-grey-700">{copy.anonymous_sign_in.body}</p>
    </AuthForm>
  );
}
