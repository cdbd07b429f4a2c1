import { TEST_APP_URL, type TestApp } from "./test-app.ts";

type Client = { ip: string; cookies: Map<string, string> };

/**
 * Posts a photo as the browser does (multipart form data, which the JSON client does not
 * send), with the client's session and address. `query` adds crop parameters.
 */
export async function uploadPhoto(
  t: TestApp,
  client: Client,
  resumeId: number | string,
  bytes: Uint8Array,
  { name = "photo.png", type = "image/png", query = "" } = {},
) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.request(`${TEST_APP_URL}/api/cv/image?id=${resumeId}${query}`, {
    method: "POST",
    headers: {
      origin: TEST_APP_URL,
      "x-forwarded-for": client.ip,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
