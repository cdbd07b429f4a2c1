import { type FormEvent, useState } from "react";
import type { ApiKeyScope } from "../../../shared/contracts/api-keys";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { apiKeysApi, type CreatedApiKey } from "../../lib/api-keys-api";
import { useAsyncAction } from "../../lib/use-async-action";

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Read only",
  "read-write": "Read and write",
};

/** Name and scope of a new key; the created key goes up to be shown once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const [name, setName] = useState("");
  const [scope, setScope] = useState<ApiKeyScope>("read");
  const { busy, error, run } = useAsyncAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onCreated(await apiKeysApi.create({ name, scope }));
      setName("");
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
      <FormError message={error} />
      <Button type="submit" className="sm:self-start sm:w-auto" loading={busy} loadingLabel="Creating ...">
        Create key
      </Button>
    </form>
  );
}
