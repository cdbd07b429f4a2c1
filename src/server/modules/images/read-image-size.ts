import sharp from "sharp";
import type { Logger } from "../../lib/logger.ts";

export interface ImageSizeInfo {
  width: number;
  height: number;
}

/**
 * The pixel size from the image's header (nothing is decoded, so a decompression bomb costs
 * nothing here). Spec §8: an image metadata failure is logged and gives zero sizes.
 */
export async function readImageSize(buffer: Uint8Array, logger?: Logger): Promise<ImageSizeInfo> {
  try {
    // Only the header is read, so no pixel limit is needed here; the decoder has one.
    const { width, height } = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (width > 0 && height > 0) return { width, height };
    throw new Error("the image header has no size");
  } catch (error) {
    logger?.warn("image metadata could not be read", { error, bytes: buffer.byteLength });
    return { width: 0, height: 0 };
  }
}
