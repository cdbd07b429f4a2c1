import { postForm } from "./post-form.ts";
import type { TestApp } from "./test-app.ts";

type Client = { ip: string; cookies: Map<string, string> };

/** Sends `bytes` to POST /api/cv/import/read as the browser does (multipart field `field`; see postForm). */
export async function uploadDocument(
  t: TestApp,
  client: Client,
  bytes: Uint8Array,
  field = "file",
  name = "resume.pdf",
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return postForm(t, client, "/api/cv/import/read", form);
}
