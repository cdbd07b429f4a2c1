import { createClient, type TestApp, uniqueEmail } from "./test-app.ts";

export const PASSWORD = "correct-horse-42";

/** Signs up with email + password and follows the confirmation mail: a signed-in client. */
export async function signUpConfirmed(t: TestApp, { email = uniqueEmail(), password = PASSWORD } = {}) {
  const client = createClient(t);
  const signUp = await client.json("/api/auth/sign-up/email", {
    json: { email, password, name: "Test User", callbackURL: "/auth/finish" },
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const mail = await t.lastMail(email);
  const confirm = await client.request(mail.link!);
  if (confirm.status !== 302) throw new Error(`confirmation link answered ${confirm.status}`);
  return { client, email, password, userId: signUp.body.user.id as string };
}

/** A new client (own cookies, own address) signed in with email + password. */
export async function signIn(t: TestApp, email: string, password: string) {
  const client = createClient(t);
  const res = await client.json("/api/auth/sign-in/email", { json: { email, password } });
  return { client, res };
}

/** Who the session cookie belongs to, per Better Auth (null when signed out). */
export async function sessionUser(client: ReturnType<typeof createClient>) {
  const res = await client.json("/api/auth/get-session");
  return res.body?.user ?? null;
}
