import { idPayload, type OkAnswer } from "../../../shared/contracts/fields.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseQueryId } from "../../lib/validate-payload.ts";
import { deleteResumeImage } from "../../modules/images/delete-resume-image.ts";
import { parsePhotoCrop } from "../../modules/images/parse-photo-crop.ts";
import { readResumeImage } from "../../modules/images/read-resume-image.ts";
import { MAX_IMAGE_BYTES, saveResumeImage } from "../../modules/images/save-resume-image.ts";
import { IMAGE_SIZES, type ImageSize } from "../../storage/image-files.ts";
import { idQuery, type Operation } from "./operation.ts";
import { withBody } from "./operation-handler.ts";

// A resume's photo (docs/api.md "Resumes"): upload (cropped to a square), read in a size, remove.

const signedIn = { tag: "Resumes", access: "signed-in" } as const;

export const photoOperations: Operation[] = [
  {
    ...signedIn,
    method: "post",
    path: "/api/cv/image",
    summary: "Upload the resume's photo, optionally cropped",
    query: [
      idQuery("the resume"),
      { name: "x", description: "Crop: left edge in pixels (x, y and size together).", type: "integer" },
      { name: "y", description: "Crop: top edge in pixels.", type: "integer" },
      { name: "size", description: "Crop: side of the square, at least 32.", type: "integer" },
    ],
    body: {
      multipart: "image",
      description: "A JPEG, PNG or WebP photo, at most 5 MB.",
      maxBytes: MAX_IMAGE_BYTES,
      tooLarge: "The photo is larger than 5 MB.",
      howToSend: 'Send the photo as a file in the multipart field "image".',
    },
    answer: { status: 200, description: "{ image_name }" },
    handle: async ({ deps: { db, logger, storage }, userId, query, file }) => {
      const resumeId = parseQueryId(query.id);
      const crop = parsePhotoCrop(query);
      const bytes = file as Uint8Array;
      return saveResumeImage({ db, logger, storage, userId, resumeId, bytes, crop });
    },
  },
  {
    ...signedIn,
    method: "get",
    path: "/api/cv/image",
    summary: "The resume's photo",
    query: [
      idQuery("the resume"),
      { name: "size", description: "Side in pixels.", type: "integer", values: [96, 192, 384] },
      { name: "v", description: "The image_name, for a URL that may be cached for good.", type: "string" },
    ],
    answer: { status: 200, description: "The photo", mediaType: "image/webp" },
    handle: async ({ deps: { db, storage }, userId, query, header }) => {
      const resumeId = parseQueryId(query.id);
      const size = parseSize(query.size);
      const { imageName, bytes } = await readResumeImage({ db, storage, userId, resumeId, size });
      const etag = `"${imageName}-${size}"`;
      // The app asks with ?v=<image_name>, so that URL never changes meaning: cache it for good.
      const cacheControl =
        query.v === imageName ? "private, max-age=31536000, immutable" : "private, no-cache";
      const headers = { "Cache-Control": cacheControl, ETag: etag };
      if (header("if-none-match") === etag) return new Response(null, { status: 304, headers });
      // Not a fileAnswer: a photo may be cached, a download never.
      return new Response(new Uint8Array(bytes), { headers: { ...headers, "Content-Type": "image/webp" } });
    },
  },
  {
    ...signedIn,
    method: "delete",
    path: "/api/cv/image",
    summary: "Remove the resume's photo",
    ...withBody(idPayload, async ({ deps: { db, storage }, userId, body: { id } }) => {
      await deleteResumeImage({ db, storage, userId, resumeId: id });
      return { ok: true } satisfies OkAnswer;
    }),
    answer: { status: 200, description: "{ ok: true }" },
  },
];

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
