import { createRequire } from "node:module";
import type nodemailer from "nodemailer";
import type { Database } from "../db/client.ts";
import { outboxMessage } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

// nodemailer is loaded only when SMTP is configured: a server on the development outbox never
// needs it, and every start would pay for loading it.
const require = createRequire(import.meta.url);

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = (require("nodemailer") as typeof nodemailer).createTransport(smtpUrl);
  return {
    kind: "smtp",
    send: async (mail) => void (await transport.sendMail({ from, ...mail })),
  };
}

// With no SMTP server configured, mail is stored so that /dev/outbox can list it: magic links
// and codes work on a fresh machine. The log says only that a mail was kept, never its links
// or codes (logs travel further than this machine).
export function createOutboxMailer(db: Database, logger: Logger): Mailer {
  return {
    kind: "outbox",
    async send(mail) {
      await db.insert(outboxMessage).values(mail);
      logger.info("mail written to the outbox (no SMTP_URL set): read it at /dev/outbox", {
        to: mail.to,
        // A subject may carry the one-time code itself.
        subject: mail.subject.replace(/\d{4,}/g, "…"),
      });
    },
  };
}
