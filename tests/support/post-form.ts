import { TEST_APP_URL, type TestApp } from "./test-app.ts";

type Client = { ip: string; cookies: Map<string, string> };

/**
 * Posts multipart form data as the browser does (the JSON client does not send it), with the
 * client's session and address: photos and resume documents are uploaded this way.
 */
export async function postForm(t: TestApp, client: Client, path: string, form: FormData) {
  const response = await t.app.request(`${TEST_APP_URL}${path}`, {
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
