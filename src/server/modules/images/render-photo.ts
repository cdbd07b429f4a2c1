import sharp from "sharp";
import { IMAGE_SIZES, type ImageSize } from "../../storage/image-files.ts";
import { assertCropInside, type PhotoCrop } from "./parse-photo-crop.ts";

/** The largest side we accept; bigger photos are refused before any pixel is decoded. */
export const MAX_IMAGE_SIDE = 6000;

/**
 * The photo, turned upright (EXIF orientation), cropped to a square and resized to each size,
 * as WebP at quality 100. The square is the user's `crop` when given, in pixels of the upright
 * photo (what a browser shows, so what the user chose from), else the largest centred one.
 * Metadata (EXIF, GPS) is not copied. limitInputPixels makes sharp refuse to decode anything
 * beyond MAX_IMAGE_SIDE squared, whatever the header claimed. A crop outside the photo is an
 * AppError (400); anything else thrown means the image could not be read.
 */
export async function renderPhoto(
  bytes: Uint8Array,
  crop?: PhotoCrop | null,
): Promise<Map<ImageSize, Buffer>> {
  // autoOrient in the constructor turns the photo before any other step, so extract below
  // works in upright coordinates.
  const source = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
    failOn: "error",
    autoOrient: true,
  });
  if (crop) {
    // autoOrient: the size after the EXIF turn (width and height swap for 90° turns).
    assertCropInside(crop, (await source.metadata()).autoOrient);
    source.extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size });
  }
  const rendered = await Promise.all(
    IMAGE_SIZES.map(async (size) => {
      const webp = await source
        .clone()
        .resize(size, size, { fit: "cover", position: "centre" })
        .webp({ quality: 100 })
        .toBuffer();
      return [size, webp] as const;
    }),
  );
  return new Map(rendered);
}
