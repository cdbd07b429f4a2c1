import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from "../../shared/contracts/api-keys";
import type { OkAnswer } from "../../shared/contracts/fields";
import { api } from "./api-client";

// Typed calls of /api/account/api-keys (docs/api.md "API keys"), the Account page's keys.

export type { ApiKey, CreatedApiKey };

export const apiKeysApi = {
  list: () => api<ApiKey[]>("/api/account/api-keys"),
  create: (request: CreateApiKeyRequest) =>
    api<CreatedApiKey>("/api/account/api-keys", { method: "POST", body: request }),
  revoke: (id: number) => api<OkAnswer>("/api/account/api-keys", { method: "DELETE", body: { id } }),
};
