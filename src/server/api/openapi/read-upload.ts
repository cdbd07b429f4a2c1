import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { storableText, validatePayload } from "../../lib/validate-payload.ts";
import type { Upload } from "./operation.ts";

// An upload declared in the operation table (a photo, a document to read): its own size limit on
// a multipart body (app.ts leaves such requests the API's 1 MB JSON limit otherwise), the file
// field read whole, and every way it can be wrong told in the upload's own words.

/** The multipart envelope (boundaries, part headers) around the file needs a little room. */
const ENVELOPE_BYTES = 64 * 1024;

export const isMultipart = (c: Context) =>
  /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");

/** The upload's size limit on a multipart request; a JSON one keeps the API's own. */
export function uploadLimit(upload: Upload): MiddlewareHandler<AppBindings> {
  const limit = bodyLimit({
    maxSize: upload.maxBytes + ENVELOPE_BYTES,
    onError: () => {
      throw new AppError("payload_too_large", upload.tooLarge);
    },
  });
  return (c, next) => (isMultipart(c) ? limit(c, next) : next());
}

/** The file's bytes, or (where the upload takes one) the JSON body instead. */
export async function readUpload(
  c: Context<AppBindings>,
  upload: Upload,
): Promise<{ file?: Uint8Array; body?: unknown }> {
  if (!isMultipart(c)) {
    if (!upload.orJson)
      throw new AppError("bad_request", `The upload could not be read. ${upload.howToSend}`);
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new AppError("bad_request", upload.howToSend);
    }
    return { body: validatePayload(upload.orJson, storableText(json)) };
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", `The upload could not be read. ${upload.howToSend}`);
  }
  const file = form[upload.multipart];
  if (!(file instanceof File)) throw new AppError("bad_request", upload.howToSend);
  if (file.size > upload.maxBytes) throw new AppError("payload_too_large", upload.tooLarge);
  if (file.size === 0) throw new AppError("bad_request", "The file is empty. Choose the file again.");
  return { file: new Uint8Array(await file.arrayBuffer()) };
}
