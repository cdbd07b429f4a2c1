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

const paymentLink = optional.refine(
  (value) => value === undefined || /^https:\/\/[^/]/.test(value),
  "must be an https:// URL (a Stripe Payment Link)",
);

// Every variable the server reads, validated once at boot. A bad value stops the start
// with a message naming the variable (see loadEnv).
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // The interface to listen on. Unset: loopback only when APP_URL is this machine (nobody else
    // can reach the development outbox), else every interface.
    HOST: optional,
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: flag.default(false),
    // How many proxies in front of the server append to X-Forwarded-For (only with TRUST_PROXY):
    // the client address is the entry the outermost one appended, counted from the right.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
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
    // The LLM writer when AI_BASE_URL and AI_MODEL are set (any OpenAI-compatible endpoint),
    // else the offline writer. Ollama and most local servers need no AI_API_KEY.
    AI_BASE_URL: optional
      .transform((value) => value?.replace(/\/+$/, ""))
      .refine(
        (value) => value === undefined || /^https?:\/\/[^/]/.test(value),
        "must be an http:// or https:// URL",
      ),
    AI_API_KEY: optional,
    AI_MODEL: optional,
    // Local models on a CPU can take minutes for a whole resume.
    AI_TIMEOUT_MS: z.coerce.number().int().min(100, "must be at least 100 (milliseconds)").default(180_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    AI_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AI_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // The public free tool (no sign-in) is limited per client address.
    FREE_TOOL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    FREE_TOOL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // PDF renders per user (cache hits are free): the design page's first visit takes ~9.
    PDF_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    PDF_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // Requests per client address to the public share-link pages (/r/{slug}, its form and PDF).
    SHARE_PAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    SHARE_PAGE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // New rows per user (resumes, letters, jobs, entity rows); edits of existing rows are free.
    WRITE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    WRITE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // "Check my resume" (POST /api/cv/quality) per user: the grammar tagger is CPU on the request thread.
    QUALITY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    QUALITY_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // Requests per personal API key (Authorization: Bearer), on top of the limits above.
    API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    API_KEY_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // Payments (docs/api.md "Payments"): Stripe Payment Links per plan, and the webhook's
    // signing secret. Without a link the plan's button says payments are not set up.
    STRIPE_LINK_BASIC: paymentLink,
    STRIPE_LINK_PRO: paymentLink,
    STRIPE_LINK_PREMIUM: paymentLink,
    STRIPE_LINK_JUNIOR: paymentLink,
    STRIPE_LINK_MIDDLE: paymentLink,
    STRIPE_LINK_SENIOR: paymentLink,
    STRIPE_LINK_EXECUTIVE: paymentLink,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_SECRET_KEY: optional,
    // Where Stripe's API is (default Stripe's own): stripe-mock or a test double on loopback.
    STRIPE_API_URL: optional.refine(
      (value) => value === undefined || /^https?:\/\/[^/]/.test(value),
      "must be an http:// or https:// URL",
    ),
    // Analytics (posthog-js) only when both are set; nothing is loaded or sent otherwise.
    POSTHOG_KEY: optional,
    POSTHOG_HOST: optional
      .transform((value) => value?.replace(/\/+$/, ""))
      .refine(
        (value) => value === undefined || /^https?:\/\/[^/]/.test(value),
        "must be an http:// or https:// URL",
      ),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === "production" && !env.SMTP_URL)
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "must be set in production (without it, mail only lands in the development outbox)",
      });
    if (env.AI_BASE_URL && !env.AI_MODEL)
      context.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: "must be set when AI_BASE_URL is set",
      });
    if (env.AI_MODEL && !env.AI_BASE_URL)
      context.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "must be set when AI_MODEL is set",
      });
    if (!env.S3_BUCKET) return;
    for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name])
        context.addIssue({ code: "custom", path: [name], message: "must be set when S3_BUCKET is set" });
    }
  })
  .transform((env) => {
    const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
    return {
      ...env,
      APP_URL: appUrl,
      /** Undefined: every interface. */
      HOST: env.HOST ?? defaultHost(appUrl),
      /** Uploaded files (photos) live beside the embedded database. */
      uploadsDir: join(env.DATA_DIR, "uploads"),
    };
  });

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a URL's host is this machine only (a development server nobody else reaches). */
export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK_HOSTNAMES.has(new URL(url).hostname);
}

function defaultHost(appUrl: string): string | undefined {
  if (!isLoopbackUrl(appUrl)) return undefined;
  return new URL(appUrl).hostname === "[::1]" ? "::1" : "127.0.0.1";
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
