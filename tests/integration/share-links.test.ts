import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRateLimit, shareLink, shareLinkSeen } from "../../src/server/db/schema/index.ts";
import type { ShareLinkAnswer } from "../../src/shared/contracts/share-links.ts";
import { createClient, createTestApp, type TestApp } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { aiUser, importSample, saveSampleJob } from "./ai-helpers.ts";
import { type Client, newUser, setEntitlement } from "./resumes-helpers.ts";

// Share links (docs/api.md "Share links", docs/decisions/028): publishing, the public page
// signed out, passwords, expiry, unpublishing, and counting views without tracking anyone.

async function publish(client: Client, json: Record<string, unknown>) {
  return client.json("/api/share-links", { json: { template: "classic", ...json } });
}

/** A signed-out visitor's GET, with its own address and browser. */
async function visit(t: TestApp, path: string, ip?: string, userAgent = "Visitor browser") {
  const visitor = createClient(t, ip);
  const response = await visitor.request(path, { headers: { "user-agent": userAgent } });
  return { visitor, status: response.status, headers: response.headers, text: await response.text() };
}

const PAGE_LIMIT = 250;

/** Time passes for the rate limits: every counter's window started `seconds` earlier. */
async function letTimePass(t: TestApp, seconds: number) {
  await t.db
    .update(apiRateLimit)
    .set({ windowStart: sql`${apiRateLimit.windowStart} - ${sql.raw(`interval '${seconds} seconds'`)}` });
}

describe.each(testDatabaseKinds())("share links (%s)", (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof aiUser>>;
  let resumeId: number;
  let revision: { id: number; updated_at: string };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // Pages per address: above the 200 requests of the counting test, so that test sees every view.
      env: { AI_RATE_LIMIT_MAX: "1000", BILLING: "on", SHARE_PAGE_RATE_LIMIT_MAX: String(PAGE_LIMIT) },
    });
    owner = await aiUser(t, 5);
    const doc = await importSample(owner.client);
    resumeId = doc.id;
    const job = await saveSampleJob(owner.client);
    const generated = await owner.client.json("/api/cv/generate", { json: { id: resumeId, jobId: job.id } });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    revision = generated.body;
  });
  afterAll(() => t.close());

  it("a free user is told sharing needs the download plan; bad input is a 400 naming the field", async () => {
    const free = await newUser(t);
    const doc = await importSample(free.client);
    const refused = await publish(free.client, { resumeId: doc.id });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: "payment_required",
      details: { reason: "cvPdfDownload" },
    });
    expect(refused.body.error.message).toContain("paid plan");

    for (const [json, words] of [
      [{ resumeId, slug: "no spaces here" }, "link name"],
      [{ resumeId, slug: "-edge-" }, "link name"],
      [{ resumeId, template: "fancy" }, "template must be one of"],
      [{ resumeId, expiresAt: "2001-01-01T00:00:00Z" }, "in the future"],
      [{ resumeId, password: "abcd" }, "The password must be 8–200 characters."],
      [{ resumeId, password: "seven77" }, "The password must be 8–200 characters."],
      [{ resumeId, colour: "red" }, "colour"],
    ] as const) {
      const answer = await publish(owner.client, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(words);
    }
  });

  it("publishes the Original at a random slug, live, with Open Graph tags and noindex, signed out", async () => {
    const created = await publish(owner.client, { resumeId, props: { accent: "#0a7d4f" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = created.body;
    expect(link).toMatchObject({ resumeId, revisionId: null, hasPassword: false, allowIndexing: false });
    expect(link.slug).toHaveLength(10);
    expect(link.url).toBe(`http://localhost:3999/r/${link.slug}`);
    expect(link.stats.days).toHaveLength(30);

    const page = await visit(t, `/r/${link.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('<meta property="og:title" content="Richard Hendriks">');
    expect(page.text).toContain('<meta property="og:description"');
    expect(page.text).toContain("<h2>Experience</h2>");
    expect(page.text).toContain(`href="/r/${link.slug}/pdf"`);
    expect(page.text).not.toContain("<script");

    // The Original keeps changing: the link shows it as it is now, escaped.
    const item = await owner.client.json(`/api/cv/item?id=${resumeId}`);
    const edit = await owner.client.json("/api/cv/update", {
      method: "PATCH",
      json: { id: resumeId, updated_at: item.body.updated_at, full_name: "Richard <b>Hendriks</b>" },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const changed = await visit(t, `/r/${link.slug}`);
    expect(changed.text).toContain("Richard &#60;b&#62;Hendriks&#60;/b&#62;");
    expect(changed.text).not.toContain("<b>Hendriks");

    const pdf = await createClient(t).request(`/r/${link.slug}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    // Allowing indexing lifts the noindex.
    const indexed = await owner.client.json("/api/share-links", {
      method: "PATCH",
      json: { id: link.id, allowIndexing: true },
    });
    expect(indexed.body.allowIndexing).toBe(true);
    expect((await visit(t, `/r/${link.slug}`)).text).toContain(
      '<meta name="robots" content="index, follow">',
    );
  });

  it("a published revision stays as published when the revision is edited later", async () => {
    const created = await publish(owner.client, {
      resumeId,
      revisionId: revision.id,
      slug: "richard-tailored",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ slug: "richard-tailored", revisionId: revision.id });
    const before = await visit(t, "/r/richard-tailored");
    expect(before.status).toBe(200);

    const current = await owner.client.json(`/api/cv/revision?id=${revision.id}`);
    const edit = await owner.client.json("/api/cv/revision", {
      method: "PATCH",
      json: { id: revision.id, updated_at: current.body.updated_at, summary: "Edited after sharing." },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const after = await visit(t, "/r/richard-tailored");
    expect(after.text).not.toContain("Edited after sharing.");
    expect(after.text).toBe(before.text);

    // Taken slugs: 409 for another user; the availability check says so before saving.
    const other = await aiUser(t, 0);
    const otherDoc = await importSample(other.client);
    const taken = await publish(other.client, { resumeId: otherDoc.id, slug: "Richard-Tailored" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toContain("already taken");
    const check = await other.client.json("/api/share-links/slug?slug=richard-tailored");
    expect(check.body).toMatchObject({ available: false });
    const mine = await owner.client.json(`/api/share-links/slug?slug=richard-tailored&id=${created.body.id}`);
    expect(mine.body).toMatchObject({ available: true });

    // Another user cannot publish, see, change or unpublish the owner's resume, revision or link.
    expect((await publish(other.client, { resumeId })).status).toBe(404);
    expect((await publish(other.client, { resumeId: otherDoc.id, revisionId: revision.id })).status).toBe(
      404,
    );
    const hijack = await other.client.json("/api/share-links", {
      method: "PATCH",
      json: { id: created.body.id, slug: "stolen-link" },
    });
    expect(hijack.status).toBe(404);
    const removal = await other.client.json("/api/share-links", {
      method: "DELETE",
      json: { id: created.body.id },
    });
    expect(removal.status).toBe(404);
    expect((await other.client.json("/api/share-links")).body.links).toEqual([]);

    // Renaming moves the page; the old name is gone.
    const renamed = await owner.client.json("/api/share-links", {
      method: "PATCH",
      json: { id: created.body.id, slug: "richard-new" },
    });
    expect(renamed.status).toBe(200);
    expect((await visit(t, "/r/richard-tailored")).status).toBe(404);
    expect((await visit(t, "/r/richard-new")).status).toBe(200);
  });

  it("a password opens the link for that browser only, and guesses are limited", async () => {
    const created = await publish(owner.client, {
      resumeId,
      slug: "richard-private",
      password: "open sesame",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.hasPassword).toBe(true);
    const [row] = await t.db.select().from(shareLink).where(eq(shareLink.id, created.body.id));
    expect(row?.passwordHash).not.toContain("open sesame");

    const locked = await visit(t, "/r/richard-private");
    expect(locked.status).toBe(200);
    expect(locked.text).toContain("This resume is protected");
    expect(locked.text).not.toContain("Hendriks");
    expect((await createClient(t).request("/r/richard-private/pdf")).status).toBe(404);

    const visitor = createClient(t);
    const form = (password: string) => sendForm(t, visitor, "/r/richard-private", password);
    const wrong = await form("guess");
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("That password is not right");
    const right = await form("open sesame");
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/r/richard-private");
    const opened = await visitor.request("/r/richard-private");
    expect(await opened.text()).toContain("Hendriks");
    expect((await visitor.request("/r/richard-private/pdf")).status).toBe(200);
    // Another browser still sees the form.
    expect((await visit(t, "/r/richard-private")).text).toContain("This resume is protected");

    // Five attempts per 15 minutes from one address; past them even the right password is refused.
    const guesser = createClient(t);
    for (let i = 0; i < 5; i++)
      expect((await sendForm(t, guesser, "/r/richard-private", `no-${i}`)).status).toBe(401);
    const blocked = await sendForm(t, guesser, "/r/richard-private", "open sesame");
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain("Too many password attempts");

    // Removing the password closes nothing it should not: the page opens for everyone.
    await owner.client.json("/api/share-links", {
      method: "PATCH",
      json: { id: created.body.id, password: null },
    });
    expect((await visit(t, "/r/richard-private")).text).toContain("Hendriks");
  });

  it("guesses from many addresses cannot lock a real visitor out: past 50, one attempt per link every 20 s", async () => {
    const created = await publish(owner.client, {
      resumeId,
      slug: "richard-guarded",
      password: "correct horse",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = "/r/richard-guarded";
    // 50 wrong guesses, 5 from each of 10 addresses (each address's whole allowance).
    for (let a = 0; a < 10; a++) {
      const guesser = createClient(t);
      for (let i = 0; i < 5; i++)
        expect((await sendForm(t, guesser, path, `guess-${a}-${i}`)).status).toBe(401);
    }

    // A visitor from another address with the right password still gets in.
    const visitor = createClient(t);
    const opened = await sendForm(t, visitor, path, "correct horse");
    expect(opened.status, opened.text).toBe(303);
    expect(await (await visitor.request(path)).text()).toContain("Hendriks");

    // The next attempt within 20 seconds, from anywhere, waits; being told to wait costs none of
    // that address's 5 attempts.
    const later = createClient(t);
    for (let i = 0; i < 6; i++) {
      const waiting = await sendForm(t, later, path, "correct horse");
      expect(waiting.status).toBe(429);
      expect(waiting.text).toContain("Please wait 20 seconds");
      expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(20);
    }
    await letTimePass(t, 21);
    const afterWait = await sendForm(t, later, path, "correct horse");
    expect(afterWait.status, afterWait.text).toBe(303);

    // The per-address limit still holds: a sixth attempt from one address within 15 minutes is 429.
    await letTimePass(t, 21);
    const guesser = createClient(t);
    for (let i = 0; i < 5; i++) {
      await letTimePass(t, 21);
      expect((await sendForm(t, guesser, path, `again-${i}`)).status).toBe(401);
    }
    await letTimePass(t, 21);
    const blocked = await sendForm(t, guesser, path, "correct horse");
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain("Too many password attempts");
    // About 60 scrypt checks: seconds each on a busy machine.
  }, 180_000);

  it("an expired or unpublished link is a 404, and so is one whose owner lost the plan", async () => {
    const created = await publish(owner.client, { resumeId, slug: "richard-expiring" });
    expect((await visit(t, "/r/richard-expiring")).status).toBe(200);
    await t.db
      .update(shareLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLink.id, created.body.id));
    const expired = await visit(t, "/r/richard-expiring");
    expect(expired.status).toBe(404);
    expect(expired.text).toContain("This link is not available");

    const future = new Date(Date.now() + 86_400_000).toISOString();
    await owner.client.json("/api/share-links", {
      method: "PATCH",
      json: { id: created.body.id, expiresAt: future },
    });
    expect((await visit(t, "/r/richard-expiring")).status).toBe(200);

    await setEntitlement(t, owner.userId, { isPaid: false });
    expect((await visit(t, "/r/richard-expiring")).status).toBe(404);
    await setEntitlement(t, owner.userId, { isPaid: true });

    const gone = await owner.client.json("/api/share-links", {
      method: "DELETE",
      json: { id: created.body.id },
    });
    expect(gone.status).toBe(200);
    expect((await visit(t, "/r/richard-expiring")).status).toBe(404);
    expect((await createClient(t).request("/r/richard-expiring/pdf")).status).toBe(404);
    expect((await visit(t, "/r/NOT a slug!")).status).toBe(404);
  });

  it("counts views and downloads per day, once per visitor, never the owner's, storing no address", async () => {
    const created = await publish(owner.client, { resumeId, slug: "richard-counted" });
    const id = created.body.id;
    await owner.client.request("/r/richard-counted");
    await owner.client.request("/r/richard-counted");
    await visit(t, "/r/richard-counted", "10.9.9.1", "Browser A");
    await visit(t, "/r/richard-counted", "10.9.9.1", "Browser A");
    await visit(t, "/r/richard-counted", "10.9.9.2", "Browser A");
    await createClient(t, "10.9.9.1").request("/r/richard-counted/pdf");

    const list = await owner.client.json(`/api/share-links?resume_id=${resumeId}`);
    const counted = list.body.links.find((link: ShareLinkAnswer) => link.id === id);
    expect(counted.stats).toMatchObject({ views: 2, downloads: 1 });
    const today = new Date().toISOString().slice(0, 10);
    expect(counted.stats.days.at(-1)).toEqual({ day: today, views: 2, downloads: 1 });

    const seen = await t.db.select().from(shareLinkSeen).where(eq(shareLinkSeen.linkId, id));
    expect(seen).toHaveLength(3);
    for (const row of seen) {
      expect(row.visitor).toMatch(/^[0-9a-f]{16}$/);
      expect(JSON.stringify(row)).not.toContain("10.9.9");
    }
  });

  it("counts a view once per address and day, whatever browser it claims to be", async () => {
    const created = await publish(owner.client, { resumeId, slug: "richard-many-browsers" });
    const ip = "10.9.8.1";
    for (let i = 0; i < 200; i++) {
      expect((await visit(t, "/r/richard-many-browsers", ip, `Browser ${i}`)).status).toBe(200);
    }
    const list = await owner.client.json(`/api/share-links?resume_id=${resumeId}`);
    const counted = list.body.links.find((link: ShareLinkAnswer) => link.id === created.body.id);
    expect(counted.stats.views).toBe(1);
  });

  it("limits the public pages per address with a 429 page that says how long to wait", async () => {
    const ip = "10.9.8.2";
    for (let i = 0; i < PAGE_LIMIT; i++) expect((await visit(t, "/r/no-such-link", ip)).status).toBe(404);
    const refused = await visit(t, "/r/no-such-link", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(refused.text).toContain("Too many requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same address is refused on every public share route, another address is not.
    expect((await createClient(t, ip).request("/r/no-such-link/pdf")).status).toBe(429);
    expect((await sendForm(t, createClient(t, ip), "/r/no-such-link", "whatever")).status).toBe(429);
    expect((await visit(t, "/r/no-such-link", "10.9.8.3")).status).toBe(404);
  });
});

async function sendForm(t: TestApp, client: ReturnType<typeof createClient>, path: string, password: string) {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    "x-forwarded-for": client.ip,
  });
  if (client.cookies.size) headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const response = await t.app.request(`http://localhost:3999${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ password }).toString(),
    redirect: "manual",
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const [name, ...value] = (pair ?? "").split("=");
    if (name) client.cookies.set(name.trim(), value.join("="));
  }
  return { status: response.status, headers: response.headers, text: await response.text() };
}
