import { TEST_APP_URL, type TestApp } from "./test-app.ts";

type Client = { ip: string; cookies: Map<string, string> };

/**
 * Sends `bytes` to POST /api/cv/import/read as the browser does (multipart field `field`, which
 * the JSON client does not send), with the client's session and address.
 */
export async function uploadDocument(
  t: TestApp,
  client: Client,
  bytes: Uint8Array,
  field = "file",
  name = "resume.pdf",
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = await t.app.request(`${TEST_APP_URL}/api/cv/import/read`, {
    method: "POST",
    headers: {
      origin: TEST_APP_URL,
      "x-forwarded-for": client.ip,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
