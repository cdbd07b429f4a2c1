import { useState } from "react";
import { TextField } from "../../components/ui/text-field";
import { authClient } from "../../lib/auth-client";
import { AuthForm } from "../auth/auth-form";
import { serverMessage, useAuthAction } from "../auth/use-auth-action";

type Enrolment = { totpURI: string; backupCodes: string[] };

/** Turns on sign-in codes from an authenticator app: password -> secret + backup codes -> first code. */
export function TwoFactorForm({ enabled }: { enabled: boolean }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [isOn, setIsOn] = useState(enabled);
  const action = useAuthAction();

  const start = () =>
    action.run(async () => {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data) return { error: serverMessage(error) };
      if (data.method !== "totp") return { error: "The server did not return an authenticator key." };
      setEnrolment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    });
  const confirm = () =>
    action.run(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (error) return { error: serverMessage(error) };
      setEnrolment(undefined);
      setIsOn(true);
      return { message: "Two-factor sign-in is on." };
    });
  const turnOff = () =>
    action.run(async () => {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) return { error: serverMessage(error) };
      setIsOn(false);
      return { message: "Two-factor sign-in is off." };
    });

  const passwordField = (
    <TextField
      label="Password"
      name="twoFactorPassword"
      type="password"
      autoComplete="current-password"
      required
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );
  if (enrolment) {
    const secret = new URL(enrolment.totpURI).searchParams.get("secret") ?? "";
    return (
      <AuthForm
        headingLevel={2}
        heading="Two-factor sign-in"
        buttonLabel="Turn on"
        loadingLabel="Verifying ..."
        {...action}
        onSubmit={confirm}
      >
        <p className="text-grey-700">
          Add this key to your authenticator app, then enter the 6-digit code it shows.
        </p>
        <code data-testid="totp-secret" className="break-all rounded bg-grey-100 p-2 font-mono text-sm">
          {secret}
        </code>
        <p className="text-sm text-grey-700">Backup codes (each works once; keep them somewhere safe):</p>
        <ul data-testid="backup-codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((backup) => (
            <li key={backup}>{backup}</li>
          ))}
        </ul>
        <TextField
          label="Code from your authenticator app"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </AuthForm>
    );
  }
  return isOn ? (
    <AuthForm
      headingLevel={2}
      heading="Two-factor sign-in"
      buttonLabel="Turn off"
      loadingLabel="Turning off ..."
      {...action}
      onSubmit={turnOff}
    >
      <p className="text-grey-700">Two-factor sign-in is on. Enter your password to turn it off.</p>
      {passwordField}
    </AuthForm>
  ) : (
    <AuthForm
      headingLevel={2}
      heading="Two-factor sign-in"
      buttonLabel="Set up"
      loadingLabel="Setting up ..."
      {...action}
      onSubmit={start}
    >
      <p className="text-grey-700">
        Ask for a code from an authenticator app each time you sign in with your password.
      </p>
      {passwordField}
    </AuthForm>
  );
}
