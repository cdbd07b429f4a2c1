import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, GetObjectCommand, paginateListObjectsV2, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's fixed credentials. It refuses another access key id, but does not verify V4 signatures. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/**
 * A real S3-protocol server (s3rver) on loopback with its data in a temp folder, standing in
 * for a hosted object store (AWS S3, Cloudflare R2, MinIO...) in tests. The client here is the
 * official SDK, for a test to look at the bucket directly rather than through our code.
 */
export async function startLocalS3Server() {
  const directory = await mkdtemp(join(tmpdir(), "local-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });

  return {
    endpoint,
    client,
    async createBucket(name: string) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    /** Every key in the bucket under a prefix, sorted. */
    async keys(bucket: string, prefix = ""): Promise<string[]> {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      }
      return keys.sort();
    },
    /** One object's bytes and content type, read straight from the bucket. */
    async object(bucket: string, key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
        contentType: object.ContentType,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type LocalS3Server = Awaited<ReturnType<typeof startLocalS3Server>>;
