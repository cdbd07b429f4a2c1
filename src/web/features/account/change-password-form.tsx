import { useState } from "react";
import { passwordWeaknesses } from "../../../shared/password-policy";
import { TextField } from "../../components/ui/text-field";
import { authClient } from "../../lib/auth-client";
import { AuthForm } from "../auth/auth-form";
import { serverMessage, useAuthAction } from "../auth/use-auth-action";

export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const weaknesses = passwordWeaknesses(newPassword);
      if (weaknesses.length) return { error: `Password is too weak: ${weaknesses.join("; ")}.` };
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      if (error) return { error: serverMessage(error) };
      setCurrent("");
      setNew("");
      return { message: "Your password has been updated" };
    });
  return (
    <AuthForm
      headingLevel={2}
      heading="Change password"
      buttonLabel="Update password"
      loadingLabel="Updating password ..."
      {...action}
      onSubmit={submit}
    >
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
      />
    </AuthForm>
  );
}
