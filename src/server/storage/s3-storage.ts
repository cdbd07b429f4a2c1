import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  assertSeparatePrefixes,
  type FileStorage,
  storageKeySegments,
  storagePrefixSegments,
} from "./file-storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, Cloudflare R2, Backblaze B2...); AWS needs none. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name; MinIO needs it. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several things: "resume-builder/" or "". */
  keyPrefix: string;
}

// Deletes and moves go one object at a time, a few at once: the batch DeleteObjects call is not
// offered by every S3-compatible store, and a user has only a few photo files per resume.
const PARALLEL_REQUESTS = 8;

/** An S3-compatible bucket; keys are the same relative paths as on local disk. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, keyPrefix } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // A store that stops answering must fail the request, not hang it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const objectKey = (key: string) => keyPrefix + storageKeySegments(key).join("/");
  const objectPrefix = (prefix: string) => `${keyPrefix}${storagePrefixSegments(prefix).join("/")}/`;

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
    }
    return keys;
  }
  const deleteObject = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
  };

  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success too.
      await deleteObject(objectKey(key));
    },
    async deletePrefix(prefix) {
      await inParallel(await keysUnder(objectPrefix(prefix)), deleteObject);
    },
    async move(fromPrefix, toPrefix) {
      assertSeparatePrefixes(fromPrefix, toPrefix);
      const from = objectPrefix(fromPrefix);
      const to = objectPrefix(toPrefix);
      // S3 has no rename: copy, then delete the original once its copy exists.
      await inParallel(await keysUnder(from), async (source) => {
        const target = to + source.slice(from.length);
        const copySource = `${bucket}/${source.split("/").map(encodeURIComponent).join("/")}`;
        await client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource: copySource }));
        await deleteObject(source);
      });
    },
  };
}

/** NoSuchKey; a 404 for a missing bucket is a configuration error and must not look like "no file". */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || ($metadata?.httpStatusCode === 404 && name !== "NoSuchBucket");
}

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL_REQUESTS) {
    await Promise.all(items.slice(start, start + PARALLEL_REQUESTS).map(run));
  }
}
