import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { PasswordField } from "../../components/auth-form/credential-fields";
import { parseIdentifier } from "../../components/auth-form/identifier";
import { weakPasswordError } from "../../components/auth-form/password-rules";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { AUTH_FINISH_PATH, authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";
import { IdentifierField } from "./identifier-field";
import { asksForSecondFactor, SecondFactorStep } from "./second-factor-step";

type Done = { onSignedIn: () => void };

export function SignInView({ onSignedIn }: Done) {
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const action = useAuthAction();

  if (needsSecondFactor) return <SecondFactorStep onSignedIn={onSignedIn} />;

  const submit = () =>
    action.run(async () => {
      const id = parseIdentifier(identifier);
      if (id.kind === "invalid" || !password)
        return { error: "Enter your email address or phone number and your password." };
      const { data, error } =
        id.kind === "email"
          ? await authClient.signIn.email({ email: id.email, password, callbackURL: AUTH_FINISH_PATH })
          : await authClient.signIn.phoneNumber({ phoneNumber: id.phone, password });
      if (error) return { error: serverMessage(error) };
      if (asksForSecondFactor(data)) {
        setNeedsSecondFactor(true);
        return;
      }
      onSignedIn();
    });

  return (
    <AuthForm labels={copy.sign_in} action={action} onSubmit={submit}>
      <IdentifierField value={identifier} onValueChange={setIdentifier} />
      <PasswordField
        label={copy.passwordLabel}
        name="password"
        value={password}
        onValueChange={setPassword}
      />
    </AuthForm>
  );
}

export function SignUpView({ onSignedIn, finishPath = AUTH_FINISH_PATH }: Done & { finishPath?: string }) {
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const id = parseIdentifier(identifier);
      if (id.kind === "invalid" || !password)
        return { error: "Enter your email address or phone number and a password." };
      if (id.kind === "phone") {
        // A phone account is confirmed by a text message; the server says whether SMS works.
        const { error } = await authClient.phoneNumber.sendOtp({ phoneNumber: id.phone });
        return { error: serverMessage(error) };
      }
      const weak = weakPasswordError(password, id.email);
      if (weak) return { error: weak };
      const { data, error } = await authClient.signUp.email({
        email: id.email,
        password,
        name: id.email.split("@")[0] ?? id.email,
        callbackURL: finishPath,
      });
      if (error) return { error: serverMessage(error) };
      if (data?.token) {
        onSignedIn();
        return;
      }
      return { message: copy.sign_up.confirmation };
    });
  return (
    <AuthForm labels={copy.sign_up} action={action} onSubmit={submit}>
      <IdentifierField value={identifier} onValueChange={setIdentifier} />
      <PasswordField
        label={copy.newPasswordLabel}
        name="password"
        isNew
        value={password}
        onValueChange={setPassword}
        hint="At least 8 characters, mixing letters with digits or symbols."
      />
    </AuthForm>
  );
}
