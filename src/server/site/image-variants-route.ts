import { readFile } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { AppError } from "../lib/app-error.ts";
import { isImageWidth } from "./responsive-image.ts";

const MAX_CACHED = 200;
const source = /^[a-z0-9/_@.-]+\.(webp|png|jpe?g)$/i;

/**
 * GET /img/{width}/{path}: a picture of the public folder as WebP (quality 100) at one of the
 * spec's screen widths (responsive-image.ts). Made on first request and kept in
 * memory; browsers and proxies keep it a day.
 */
export function imageVariantsRoute(clientDir: string) {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  return new Hono().get("/:width/*", async (c) => {
    const width = Number(c.req.param("width"));
    const path = c.req.path.replace(/^\/img\/\d+\//, "");
    if (!isImageWidth(width) || !source.test(path) || path.includes("..")) {
      throw new AppError("not_found", "No such image.");
    }
    const key = `${width}/${path}`;
    let body = cache.get(key);
    if (!body) {
      const file = normalize(join(clientDir, path));
      if (!file.startsWith(normalize(clientDir) + sep)) throw new AppError("not_found", "No such image.");
      const input = await readFile(file).catch(() => {
        throw new AppError("not_found", "No such image.");
      });
      const output = await sharp(input)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 100 })
        .toBuffer();
      body = Uint8Array.from(output);
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(key, body);
    }
    c.header("Content-Type", "image/webp");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(body);
  });
}
