import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entitlement, user } from "../../src/server/db/schema/index.ts";
import { fakeGithub } from "../support/fake-github.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";

type Client = ReturnType<typeof createClient>;

describe.each(testDatabaseKinds())(
  "GitHub sign-in and linking, GitHub's API mocked at the network edge (%s)",
  (kind) => {
    let t: TestApp;
    let github: ReturnType<typeof fakeGithub>;
    let nextId = 1000;

    beforeAll(async () => {
      github = fakeGithub();
      t = await createTestApp(kind, {
        env: { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" },
      });
    });
    afterAll(async () => {
      github.restore();
      await t.close();
    });

    /** Runs the browser's part of the OAuth dance; answers the callback's redirect target. */
    async function signInWithGithub(client: Client, identity: { id: number; email: string }) {
      const start = await client.json("/api/auth/sign-in/social", {
        json: { provider: "github", callbackURL: "/auth/finish" },
      });
      expect(start.status).toBe(200);
      const authorizeUrl = new URL(start.body.url);
      expect(authorizeUrl.origin).toBe("https://github.com");
      const code = `code-${identity.id}-${Math.random()}`;
      github.authorize(code, identity);
      const state = authorizeUrl.searchParams.get("state");
      const callback = await client.request(`/api/auth/callback/github?code=${code}&state=${state}`);
      return { status: callback.status, location: callback.headers.get("location") ?? "" };
    }

    async function anonymousClient() {
      const client = createClient(t);
      expect((await client.json("/api/auth/sign-in/anonymous", { json: {} })).status).toBe(200);
      const me = await client.json("/api/auth/get-session");
      await client.json("/api/user"); // creates the free plan row
      return { client, userId: me.body.user.id as string };
    }

    it("signs a new visitor in with GitHub", async () => {
      const client = createClient(t);
      const email = uniqueEmail("gh");
      const result = await signInWithGithub(client, { id: nextId++, email });
      expect(result.location).toContain("/auth/finish");
      expect(result.location).not.toContain("error");
      const session = await client.json("/api/auth/get-session");
      expect(session.body.user.email).toBe(email);
    });

    it("links GitHub to an anonymous visitor and keeps what they had", async () => {
      const { client, userId } = await anonymousClient();
      await t.db.update(entitlement).set({ generated: 7 }).where(eq(entitlement.userId, userId));

      const result = await signInWithGithub(client, { id: nextId++, email: uniqueEmail("gh") });
      expect(result.location).not.toContain("error");
      const session = await client.json("/api/auth/get-session");
      expect(session.body.user.isAnonymous).toBeFalsy();
      expect((await client.json("/api/user")).body.generated).toBe(7);
    });

    it("refuses a GitHub identity that belongs to another user: the anonymous visitor is told, nothing moves", async () => {
      const existing = createClient(t);
      const identity = { id: nextId++, email: uniqueEmail("owner") };
      await signInWithGithub(existing, identity);
      const ownerId = (await existing.json("/api/auth/get-session")).body.user.id as string;

      // An anonymous user created after the owner tries to link the owner's identity.
      const { client, userId } = await anonymousClient();
      const result = await signInWithGithub(client, identity);
      expect(result.location).toContain("/auth/finish?error=user_already_exists");

      // The visitor is not signed in as the owner, and the owner's account is untouched.
      const session = await client.json("/api/auth/get-session");
      expect(session.body?.user?.id).not.toBe(ownerId);
      const [anonymous] = await t.db.select().from(user).where(eq(user.id, userId));
      expect(anonymous?.isAnonymous).toBe(true);
      expect((await existing.json("/api/user")).status).toBe(200);
    });
  },
);
