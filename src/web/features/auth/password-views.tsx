import { useState } from "react";
import { passwordWeaknesses } from "../../../shared/password-policy";
import { TextField } from "../../components/ui/text-field";
import { AUTH_FINISH_PATH, authClient } from "../../lib/auth-client";
import { copy } from "./auth-copy";
import { AuthForm } from "./auth-form";
import { parseIdentifier } from "./identifier";
import { serverMessage, useAuthAction } from "./use-auth-action";

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
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        setNeedsSecondFactor(true);
        return;
      }
      onSignedIn();
    });

  return (
    <AuthForm
      heading={copy.sign_in.heading}
      buttonLabel={copy.sign_in.button}
      loadingLabel={copy.sign_in.loading}
      {...action}
      onSubmit={submit}
    >
      <TextField
        label={copy.emailOrPhoneLabel}
        name="identifier"
        autoComplete="username"
        required
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
      />
      <TextField
        label={copy.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </AuthForm>
  );
}

export function SecondFactorStep({ onSignedIn }: Done) {
  const [code, setCode] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const value = code.trim();
      if (!value) return { error: "Enter the code from your authenticator app or a backup code." };
      // Authenticator codes are 6 digits; anything else is tried as a backup code.
      const { error } = /^\d{6}$/.test(value)
        ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice: false })
        : await authClient.twoFactor.verifyBackupCode({ code: value });
      if (error) return { error: serverMessage(error) };
      onSignedIn();
    });
  return (
    <AuthForm
      heading={copy.twoFactor.heading}
      buttonLabel={copy.twoFactor.button}
      loadingLabel={copy.twoFactor.loading}
      {...action}
      onSubmit={submit}
    >
      <TextField
        label={copy.twoFactor.label}
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
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
      const weaknesses = passwordWeaknesses(password, id.email);
      if (weaknesses.length) return { error: `Password is too weak: ${weaknesses.join("; ")}.` };
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
    <AuthForm
      heading={copy.sign_up.heading}
      buttonLabel={copy.sign_up.button}
      loadingLabel={copy.sign_up.loading}
      {...action}
      onSubmit={submit}
    >
      <TextField
        label={copy.emailOrPhoneLabel}
        name="identifier"
        autoComplete="username"
        required
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
      />
      <TextField
        label={copy.newPasswordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="At least 8 characters, mixing letters with digits or symbols."
      />
    </AuthForm>
  );
}
