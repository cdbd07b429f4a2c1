import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { idPayload } from "../../../shared/contracts/fields.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppBindings } from "../../lib/bindings.ts";
import { parseQueryId, readJson, validatePayload } from "../../lib/validate-payload.ts";
import { deleteResumeImage } from "../../modules/images/delete-resume-image.ts";
import { parsePhotoCrop } from "../../modules/images/parse-photo-crop.ts";
import { readResumeImage } from "../../modules/images/read-resume-image.ts";
import { MAX_IMAGE_BYTES, saveResumeImage } from "../../modules/images/save-resume-image.ts";
import { IMAGE_SIZES, type ImageSize } from "../../storage/image-files.ts";
import type { RouteDependencies } from "../route-dependencies.ts";

// /api/cv/image: the resume's photo (docs/api.md "Resumes").

const TOO_LARGE = "The photo is larger than 5 MB.";
// The multipart envelope (boundaries, headers) around the file needs a little room.
const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export function imageRoutes({ db, logger, storage }: RouteDependencies) {
  return new Hono<AppBindings>()
    .post(
      "/",
      bodyLimit({
        maxSize: MAX_UPLOAD_BYTES,
        onError: () => {
          throw new AppError("payload_too_large", TOO_LARGE);
        },
      }),
      async (c) => {
        const resumeId = parseQueryId(c.req.query("id"));
        const crop = parsePhotoCrop(c.req.query());
        const image = await readImageField(c.req);
        const bytes = new Uint8Array(await image.arrayBuffer());
        const userId = c.get("user").id;
        return c.json(await saveResumeImage({ db, logger, storage, userId, resumeId, bytes, crop }));
      },
    )
    .get("/", async (c) => {
      const resumeId = parseQueryId(c.req.query("id"));
      const size = parseSize(c.req.query("size"));
      const userId = c.get("user").id;
      const { imageName, bytes } = await readResumeImage({ db, storage, userId, resumeId, size });
      const etag = `"${imageName}-${size}"`;
      // The app asks with ?v=<image_name>, so that URL never changes meaning: cache it for good.
      const cacheControl =
        c.req.query("v") === imageName ? "private, max-age=31536000, immutable" : "private, no-cache";
      const headers = { "Cache-Control": cacheControl, ETag: etag };
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(bytes), 200, { ...headers, "Content-Type": "image/webp" });
    })
    .delete("/", async (c) => {
      const { id } = validatePayload(idPayload, await readJson(c.req));
      await deleteResumeImage({ db, storage, userId: c.get("user").id, resumeId: id });
      return c.json({ ok: true });
    });
}

async function readImageField(request: { parseBody(): Promise<Record<string, unknown>> }): Promise<File> {
  let body: Record<string, unknown>;
  try {
    body = await request.parseBody();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", "The upload could not be read: send the photo as multipart/form-data.");
  }
  const image = body.image;
  if (!(image instanceof File)) {
    throw new AppError("bad_request", 'Send the photo as a file in the multipart field "image".');
  }
  if (image.size > MAX_IMAGE_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  return image;
}

function parseSize(value: string | undefined): ImageSize {
  if (value === undefined) return 384;
  const size = Number(value);
  if (!(IMAGE_SIZES as readonly number[]).includes(size) || !/^\d+$/.test(value)) {
    throw new AppError(
      "bad_request",
      `size must be ${IMAGE_SIZES.join(", ").replace(/, (\d+)$/, " or $1")}.`,
    );
  }
  return size as ImageSize;
}
