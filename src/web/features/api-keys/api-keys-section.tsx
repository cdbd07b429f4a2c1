import { useEffect, useState } from "react";
import { ConfirmDeleteModal } from "../../components/ui/confirm-delete-modal";
import { CopyButton } from "../../components/ui/copy-button";
import { FormError } from "../../components/ui/form-error";
import { type ApiKey, apiKeysApi, type CreatedApiKey } from "../../lib/api-keys-api";
import { errorMessage } from "../../lib/error-message";
import { exactTime, relativeTime } from "../../lib/relative-time";
import { CreateApiKeyForm, SCOPE_LABELS } from "./create-api-key-form";

// The Account page's personal API keys (docs/api.md "API keys"): create one (shown once, with a
// copy button), see when each was last used, revoke one after a confirmation.

export function ApiKeysSection({ className }: { className?: string }) {
  const [keys, setKeys] = useState<ApiKey[]>();
  const [loadError, setLoadError] = useState<string>();
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  useEffect(() => {
    apiKeysApi.list().then(setKeys, (error) => setLoadError(errorMessage(error)));
  }, []);

  return (
    <section aria-labelledby="api-keys-heading" className={`flex flex-col gap-4 ${className ?? ""}`}>
      <h2 id="api-keys-heading" className="text-xl font-semibold">
        API keys
      </h2>
      <p className="text-grey-700">
        Let your own scripts read and tailor your resumes: send a key as{" "}
        <code className="text-sm">Authorization: Bearer</code>. The{" "}
        <a className="font-medium text-primary-700 underline underline-offset-2" href="/api/docs">
          API reference
        </a>{" "}
        lists every request. Keys cannot change your account or make other keys. Resetting or changing your
        password, changing your email or signing out everywhere revokes every key.
      </p>
      {created ? <NewKeyPanel created={created} onDone={() => setCreated(undefined)} /> : null}
      <CreateApiKeyForm
        onCreated={(made) => {
          setCreated(made);
          setKeys((current) => [made.api_key, ...(current ?? [])]);
        }}
      />
      <FormError message={loadError} />
      {keys?.length === 0 ? <p className="text-grey-700">You have no API keys.</p> : null}
      {keys?.length ? (
        <ul
          className="flex flex-col divide-y divide-grey-200 border-t border-grey-200"
          aria-label="Your API keys"
        >
          {keys.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      ) : null}
      <ConfirmDeleteModal
        item={revoking}
        title={(key) => `Revoke “${key.name}”?`}
        confirmLabel="Revoke key"
        remove={(key) => apiKeysApi.revoke(key.id)}
        onClose={() => setRevoking(null)}
        onDeleted={(key) => {
          setKeys((current) => current?.filter((kept) => kept.id !== key.id));
          if (created?.api_key.id === key.id) setCreated(undefined);
          setRevoking(null);
        }}
      >
        Scripts using this key stop working at once. This cannot be undone: you can create a new key.
      </ConfirmDeleteModal>
    </section>
  );
}

function NewKeyPanel({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-primary-700 bg-primary-50 p-4">
      <p className="font-semibold text-grey-900">Copy your new key “{created.api_key.name}” now</p>
      <p className="text-grey-700">It is shown only this once: we keep a fingerprint of it, not the key.</p>
      <code className="break-all rounded bg-white p-2 text-sm text-grey-900" data-testid="new-api-key">
        {created.key}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={created.key} name="the new API key" />
        <button
          type="button"
          onClick={onDone}
          className="text-sm text-primary-700 underline underline-offset-2 hover:text-primary-800"
        >
          I have copied it
        </button>
      </div>
    </div>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const used = apiKey.last_used_at;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-grey-900">{apiKey.name}</span>
        <span className="text-sm text-grey-700">
          <code>{apiKey.prefix}…</code> · {SCOPE_LABELS[apiKey.scope]} · created{" "}
          <time dateTime={apiKey.created_at} title={exactTime(apiKey.created_at)}>
            {relativeTime(apiKey.created_at)}
          </time>{" "}
          ·{" "}
          {used ? (
            <>
              last used{" "}
              <time dateTime={used} title={exactTime(used)}>
                {relativeTime(used)}
              </time>
            </>
          ) : (
            "never used"
          )}
        </span>
      </div>
      <button
        type="button"
        onClick={onRevoke}
        className="rounded-lg border border-red-700 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        Revoke<span className="sr-only"> {apiKey.name}</span>
      </button>
    </li>
  );
}
