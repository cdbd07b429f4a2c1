import { postForm } from "./post-form.ts";
import type { TestApp } from "./test-app.ts";

type Client = { ip: string; cookies: Map<string, string> };

/** Posts a photo as the browser does (see postForm). `query` adds crop parameters. */
export async function uploadPhoto(
  t: TestApp,
  client: Client,
  resumeId: number | string,
  bytes: Uint8Array,
  { name = "photo.png", type = "image/png", query = "" } = {},
) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  const { status, body } = await postForm(t, client, `/api/cv/image?id=${resumeId}${query}`, form);
  return { status, body };
}
