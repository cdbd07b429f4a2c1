import { useState } from "react";
import { AuthForm } from "../../components/auth-form/auth-form";
import { PasswordField } from "../../components/auth-form/credential-fields";
import { weakPasswordError } from "../../components/auth-form/password-rules";
import { serverMessage, useAuthAction } from "../../components/auth-form/use-auth-action";
import { authClient } from "../../lib/auth-client";

const labels = { heading: "Change password", button: "Update password", loading: "Updating password ..." };

export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const action = useAuthAction();
  const submit = () =>
    action.run(async () => {
      const weak = weakPasswordError(newPassword);
      if (weak) return { error: weak };
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
    <AuthForm headingLevel={2} labels={labels} action={action} onSubmit={submit}>
      <PasswordField
        label="Current password"
        name="currentPassword"
        value={currentPassword}
        onValueChange={setCurrent}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        isNew
        value={newPassword}
        onValueChange={setNew}
      />
    </AuthForm>
  );
}
