import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "../../src/server/email/mailer.ts";
import { createClient, createTestApp, TEST_APP_URL, type TestApp, uniqueEmail } from "../support/test-app.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in the raw mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe("mail through a real SMTP server", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          raw += chunk;
        });
        stream.on("end", () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp("pglite", {
      mailer: () => createSmtpMailer(`smtp://127.0.0.1:${port}`, "Resume Builder <no-reply@example.test>"),
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function waitForMailTo(address: string, timeoutMs = 10_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = received.find((m) => m.to.includes(address));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
  }

  it("sends the sign-up confirmation to the SMTP server, with a working verify-email link", async () => {
    const client = createClient(t);
    const email = uniqueEmail("smtp");
    const signUp = await client.json("/api/auth/sign-up/email", {
      json: { email, password: "correct-horse-42", name: "Grace", callbackURL: "/auth/finish" },
    });
    expect(signUp.status).toBe(200);

    const mail = await waitForMailTo(email);
    expect(mail.from).toBe("no-reply@example.test");
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}`, "m"));
    expect(text).toMatch(/^Subject: Confirm your email/m);
    const link = text.match(/https?:\/\/[^\s"<]+\/api\/auth\/verify-email\?[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${TEST_APP_URL}/api/auth/verify-email?token=`)).toBe(true);

    // The mailed link is the real one: following it confirms the address and signs in.
    expect((await client.json("/api/user")).status).toBe(401);
    const confirm = await client.request(link!.replace(/&amp;/g, "&"));
    expect(confirm.status).toBe(302);
    expect((await client.json("/api/user")).status).toBe(200);
  });

  it("does not serve /dev/outbox when mail goes out over SMTP", async () => {
    const res = await createClient(t).request("/dev/outbox");
    expect(res.status).toBe(404);
    expect((await createClient(t).json("/api/config")).body.outbox).toBe(false);
  });
});
