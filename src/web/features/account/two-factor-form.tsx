import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { OneTimeCodeField, PasswordField } from "../../components/auth-form/credential-fields";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { authClient } from "../../lib/auth-client";

type Enrolment = { totpURI: string; backupCodes: string[] };

const HEADING = "Two-factor sign-in";

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

  if (enrolment) {
    const secret = new URL(enrolment.totpURI).searchParams.get("secret") ?? "";
    return (
      <AuthForm
        headingLevel={2}
        labels={{ heading: HEADING, button: "Turn on", loading: "Verifying ..." }}
        action={action}
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
        <OneTimeCodeField
          label="Code from your authenticator app"
          name="totp"
          digitsOnly
          value={code}
          onValueChange={setCode}
        />
      </AuthForm>
    );
  }
  // Turning it off and setting it up both start from the password; only the texts differ.
  const step = isOn
    ? {
        labels: { heading: HEADING, button: "Turn off", loading: "Turning off ..." },
        intro: "Two-factor sign-in is on. Enter your password to turn it off.",
        submit: turnOff,
      }
    : {
        labels: { heading: HEADING, button: "Set up", loading: "Setting up ..." },
        intro: "Ask for a code from an authenticator app each time you sign in with your password.",
        submit: start,
      };
  return (
    <AuthForm headingLevel={2} labels={step.labels} action={action} onSubmit={step.submit}>
      <p className="text-grey-700">{step.intro}</p>
      <PasswordField label="Password" name="twoFactorPassword" value={password} onValueChange={setPassword} />
    </AuthForm>
  );
}
