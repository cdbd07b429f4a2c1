import type { PaymentConfig } from "../plans.ts";

// GET /api/config: what the browser needs to know about this server's setup; nothing secret.
// Type only (no zod): the public pages read it.

export interface PublicConfig {
  /** The sign-in providers set up on this server ("google", "github"...). */
  socialProviders: string[];
  smsEnabled: boolean;
  /** Whether the development outbox (/dev/outbox) shows mail instead of sending it. */
  outbox: boolean;
  billing: boolean;
  partnerMode: boolean;
  payments: PaymentConfig;
  analytics: { key: string; host: string } | null;
  /** The AI writer this server uses: the model's name, or the offline writer. */
  writer: { name: string; kind: "offline" | "llm" };
}
