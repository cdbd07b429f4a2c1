import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Build step (package.json "build"): a .br and a .gz beside every compressible client asset,
// so the server sends them compressed (serveStatic's `precompressed`) without spending CPU on
// each request. Assets are content-hashed and immutable, so this is done once per build.
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
const MIN_BYTES = 1024;

export async function precompressAssets(
  dir: string,
): Promise<{ files: number; before: number; after: number }> {
  let files = 0;
  let before = 0;
  let after = 0;
  const names = await readdir(dir, { recursive: true });
  await Promise.all(
    names
      .filter((name) => compressible.test(name))
      .map(async (name) => {
        const path = join(dir, name);
        const body = await readFile(path);
        if (body.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          // Brotli's best quality is slow on big files: those few get a faster level.
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: body.length > 400_000 ? 6 : 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        files++;
        before += body.length;
        after += br.length;
      }),
  );
  return { files, before, after };
}

if (import.meta.main) {
  const dir = process.argv[2] ?? "build/client/assets";
  const started = performance.now();
  const { files, before, after } = await precompressAssets(dir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `precompressed ${files} assets in ${dir}: ${kb(before)} -> ${kb(after)} (brotli) in ${Math.round(performance.now() - started)} ms`,
  );
}
