import { type FormEvent, useState } from "react";
import type { ApiKeyScope } from "../../../shared/contracts/api-keys";
import { PasswordField } from "../../components/auth-form/credential-fields";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { apiKeysApi, type CreatedApiKey } from "../../lib/api-keys-api";
import { useAsyncAction } from "../../lib/use-async-action";

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Read only",
  "read-write": "Read and write",
};

/**
 * Name and scope of a new key; the created key goes up to be shown once. Like the export, a
 * sign-in older than 15 minutes must give the password: the field appears when the server asks.
 */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState("");
  const { busy, error, run } = useAsyncAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        onCreated(await apiKeysApi.create(needsPassword ? { name, scope, password } : { name, scope }));
      } catch (caught) {
        if (caught instanceof ApiError && caught.code === "reauthentication_required") setNeedsPassword(true);
        throw caught;
      }
      setName("");
      setPassword("");
      setNeedsPassword(false);
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="new-api-key-heading">
      <h3 id="new-api-key-heading" className="font-semibold">
        New key
      </h3>
      <TextField
        label="Key name"
        hint="What it is for, e.g. “Spreadsheet sync”."
        value={name}
        maxLength={100}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label="Access"
        hint="A read-only key can list and download; read and write can also edit and tailor."
        value={scope}
        onChange={(event) => setScope(event.target.value as ApiKeyScope)}
      >
        {Object.entries(SCOPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {needsPassword ? (
        <PasswordField
          label="Your password"
          name="apiKeyPassword"
          value={password}
          onValueChange={setPassword}
        />
      ) : null}
      <FormError message={error} />
      <Button type="submit" className="sm:self-start sm:w-auto" loading={busy} loadingLabel="Creating ...">
        Create key
      </Button>
    </form>
  );
}
