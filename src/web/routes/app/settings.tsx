import { useLoaderData } from "react-router";
import { SettingsPage } from "../../features/account/settings-page";
import { ApiKeysSection } from "../../features/api-keys/api-keys-section";
import { YourDataSection } from "../../features/your-data/your-data-section";
import { authClient } from "../../lib/auth-client";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Account · Resume Builder" }];

// Which sign-in methods the account has decides what it can change: no password, nothing to change.
export async function clientLoader() {
  const { data } = await authClient.listAccounts();
  return { hasPassword: Boolean(data?.some((account) => account.providerId === "credential")) };
}

export default function Settings() {
  const { hasPassword } = useLoaderData<typeof clientLoader>();
  return (
    <SettingsPage
      user={useAppUser()}
      hasPassword={hasPassword}
      apiKeys={(className) => <ApiKeysSection className={className} />}
      yourData={(className) => <YourDataSection className={className} />}
    />
  );
}
