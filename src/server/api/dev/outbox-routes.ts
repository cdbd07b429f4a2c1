import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import type { Database } from "../../db/client.ts";
import { outboxMessage } from "../../db/schema/index.ts";
import { fromThisMachine } from "../../email/dev-outbox.ts";

// A development page listing mail the server would have sent. Mail text is shown as text;
// only links we generated ourselves are made clickable.
export function outboxRoutes(db: Database) {
  return new Hono().get("/", async (c) => {
    // Same answer as when the page is not mounted: nothing here for another machine.
    if (!fromThisMachine(c)) return c.notFound();
    const messages = await db.select().from(outboxMessage).orderBy(desc(outboxMessage.id)).limit(50);
    const items = messages.map(
      (m) => html`<article>
        <h2>${m.subject}</h2>
        <p>To: <span class="to">${m.to}</span> · ${m.createdAt.toISOString()}</p>
        <pre>${m.text}</pre>
        ${linksOf(m.text).map((url) => html`<a href="${url}">Open link</a> `)}
      </article>`,
    );
    return c.html(html`<!doctype html>
      <html lang="en-US">
        <head><meta charset="utf-8" /><title>Outbox (development)</title></head>
        <body>
          <main>
            <h1>Outbox</h1>
            <p>Mail is kept here because no SMTP_URL is configured. Newest first.</p>
            ${items.length ? items : html`<p>No mail yet.</p>`}
          </main>
        </body>
      </html>`);
  });
}

function linksOf(text: string): string[] {
  return text.match(/https?:\/\/[^\s]+/g) ?? [];
}
