import sharp from "sharp";
import { IMAGE_SIZES, type ImageSize } from "./image-files.ts";

/** The largest side we accept; bigger photos are refused before any pixel is decoded. */
export const MAX_IMAGE_SIDE = 6000;

/**
 * The photo, turned upright (EXIF orientation), centre-cropped to a square and resized to each
 * size, as WebP at quality 100. Metadata (EXIF, GPS) is not copied. limitInputPixels makes sharp
 * refuse to decode anything beyond MAX_IMAGE_SIDE squared, whatever the header claimed.
 */
export async function renderPhoto(bytes: Uint8Array): Promise<Map<ImageSize, Buffer>> {
  const source = sharp(bytes, {
    limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE,
    failOn: "error",
    autoOrient: true,
  });
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
