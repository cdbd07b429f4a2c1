import { AppError } from "../../lib/app-error.ts";

// The square of the photo the user chose in the crop dialog, in pixels of the photo as it is
// shown (turned upright by its EXIF orientation, as browsers show it). Without one the
// server takes the largest centred square.

export interface PhotoCrop {
  x: number;
  y: number;
  size: number;
}

/** Smaller squares would be scaled up more than 3x for the 96 px copy: too blurry to use. */
const MIN_CROP_SIZE = 32;
/** No photo side is larger (MAX_IMAGE_SIDE), so no crop number needs more. */
const MAX_CROP_NUMBER = 6000;

const NAMES = ["x", "y", "size"] as const;
type CropQuery = Partial<Record<(typeof NAMES)[number], string | undefined>>;

/** x, y and size from the query: all three or none (null); anything else is a 400. */
export function parsePhotoCrop(query: CropQuery): PhotoCrop | null {
  const given = NAMES.filter((name) => query[name] !== undefined);
  if (given.length === 0) return null;
  if (given.length < NAMES.length) {
    const missing = NAMES.filter((name) => query[name] === undefined);
    throw new AppError(
      "bad_request",
      `Send x, y and size together to crop the photo, or none of them (${missing.join(" and ")} missing).`,
      { issues: missing.map((path) => ({ path, message: `${path} is missing.` })) },
    );
  }
  const x = wholeNumber("x", query.x ?? "");
  const y = wholeNumber("y", query.y ?? "");
  const size = wholeNumber("size", query.size ?? "");
  if (size < MIN_CROP_SIZE) {
    const message = `size must be at least ${MIN_CROP_SIZE} pixels.`;
    throw new AppError("bad_request", message, { issues: [{ path: "size", message }] });
  }
  return { x, y, size };
}

function wholeNumber(name: string, value: string): number {
  const number = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (number <= MAX_CROP_NUMBER) return number;
  const message = `${name} must be a whole number of pixels from 0 to ${MAX_CROP_NUMBER}.`;
  throw new AppError("bad_request", message, { issues: [{ path: name, message }] });
}

/** A 400 unless the square lies inside the upright photo of `width` x `height` pixels. */
export function assertCropInside(crop: PhotoCrop, { width, height }: { width: number; height: number }) {
  if (crop.x + crop.size <= width && crop.y + crop.size <= height) return;
  throw new AppError(
    "bad_request",
    `The crop (x ${crop.x}, y ${crop.y}, size ${crop.size}) does not lie inside the photo, which is ${width} × ${height} pixels.`,
  );
}
