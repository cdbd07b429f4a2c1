import { type Env, EnvError } from "../env.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** The storage the environment asks for: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createFileStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return createLocalDiskStorage(env.uploadsDir);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // loadEnv already refuses this; an Env built some other way must not reach the SDK half set.
  if (!accessKeyId || !secretAccessKey) {
    throw new EnvError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set.");
  }
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    keyPrefix: env.S3_PREFIX ? `${env.S3_PREFIX}/` : "",
  });
}
