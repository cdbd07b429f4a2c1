import { join } from "node:path";
import { z } from "zod";

const flag = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((value) => value === "on" || value === "true" || value === "1");

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

// Every variable the server reads, validated once at boot. A bad value stops the start
// with a message naming the variable (see loadEnv).
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: flag.default(false),
    SMTP_URL: optional,
    MAIL_FROM: z.string().default("Resume Builder <no-reply@localhost>"),
    BILLING: flag.default(true),
    PARTNER_MODE: flag.default(false),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GITHUB_CLIENT_ID: optional,
    GITHUB_CLIENT_SECRET: optional,
    LINKEDIN_CLIENT_ID: optional,
    LINKEDIN_CLIENT_SECRET: optional,
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    // Photos go to an S3-compatible bucket when S3_BUCKET is set, else under DATA_DIR/uploads.
    S3_BUCKET: optional,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ENDPOINT: optional.refine(
      (value) => value === undefined || /^https?:\/\/[^/]/.test(value),
      "must be an http:// or https:// URL",
    ),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: flag.default(false),
    S3_PREFIX: optional
      .transform((value) => value?.replace(/^\/+|\/+$/g, "") || undefined)
      .refine(
        (value) =>
          value === undefined ||
          /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(value),
        'must be folder names of letters, digits, ".", "_" or "-" separated by "/"',
      ),
  })
  .superRefine((env, context) => {
    if (!env.S3_BUCKET) return;
    for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name])
        context.addIssue({ code: "custom", path: [name], message: "must be set when S3_BUCKET is set" });
    }
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    /** Uploaded files (photos) live beside the embedded database. */
    uploadsDir: join(env.DATA_DIR, "uploads"),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
