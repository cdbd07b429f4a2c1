import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "../env.ts";
import { createFileStorage } from "./create-file-storage.ts";

const s3 = { S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key-id", S3_SECRET_ACCESS_KEY: "secret" };

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("loadEnv accepted the configuration");
}

describe("the file storage the environment chooses", () => {
  it("is the local disk without S3_BUCKET, and an S3 bucket with it", () => {
    expect(createFileStorage(loadEnv({})).kind).toBe("local");
    expect(createFileStorage(loadEnv({ S3_ACCESS_KEY_ID: "unused" })).kind).toBe("local");
    expect(createFileStorage(loadEnv(s3)).kind).toBe("s3");
  });

  it("reads the S3 settings with their defaults", () => {
    const plain = loadEnv(s3);
    expect([plain.S3_REGION, plain.S3_ENDPOINT, plain.S3_FORCE_PATH_STYLE, plain.S3_PREFIX]).toEqual([
      "us-east-1",
      undefined,
      false,
      undefined,
    ]);
    const custom = loadEnv({
      ...s3,
      S3_REGION: "auto",
      S3_ENDPOINT: "https://account.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "on",
      S3_PREFIX: "/resume-builder/photos/",
    });
    expect(custom).toMatchObject({
      S3_REGION: "auto",
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: "resume-builder/photos",
    });
  });

  it("refuses S3_BUCKET without its credentials, naming what is missing", () => {
    expect(errorOf({ S3_BUCKET: "photos" })).toMatch(
      /S3_ACCESS_KEY_ID: must be set when S3_BUCKET is set\n\s+S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set/,
    );
    expect(errorOf({ ...s3, S3_SECRET_ACCESS_KEY: " " })).toMatch(/S3_SECRET_ACCESS_KEY: must be set/);
    expect(errorOf({ ...s3, S3_SECRET_ACCESS_KEY: " " })).not.toMatch(/S3_ACCESS_KEY_ID/);
  });

  it("refuses an endpoint that is not a web address and a prefix that is not folder names", () => {
    expect(errorOf({ ...s3, S3_ENDPOINT: "minio:9000" })).toMatch(/S3_ENDPOINT: must be an http/);
    expect(errorOf({ ...s3, S3_PREFIX: "../elsewhere" })).toMatch(/S3_PREFIX: must be folder names/);
    expect(errorOf({ ...s3, S3_PREFIX: "a//b" })).toMatch(/S3_PREFIX/);
    expect(errorOf({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toMatch(/S3_FORCE_PATH_STYLE/);
  });
});
