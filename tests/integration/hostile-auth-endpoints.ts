import fc from "fast-check";
import {
  type FieldArbitraries,
  flag,
  hostileQuery,
  hostileText,
  oneOf,
  shapedPayload,
  text,
} from "../support/hostile-payloads.ts";
import { PASSWORD } from "../support/users.ts";
import type { EndpointSpec } from "./hostile-endpoints.ts";

// The Better Auth endpoints the browser calls (docs/api.md "Authentication"). Better Auth owns
// them and answers errors as `{ code, message }`; the suite still wants no 5xx and a message.
// Not here: sign-out and session revocation (they end the fuzzing session by design), social
// sign-in (needs a provider), and the phone-number code (501 by design: no SMS provider).

// Valid addresses are few, so most sign-ups stop before the (slow) password hashing.
const email = fc.oneof(
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.constantFrom("o'brien+<b>@example.com", '"<script>"@example.com') },
);
const password = fc.oneof(
  { weight: 1, arbitrary: fc.constant(PASSWORD) },
  { weight: 3, arbitrary: hostileText },
);
const callbackURL = oneOf(
  "/auth/finish",
  "/app?x=<script>alert(1)</script>",
  "javascript:alert(1)",
  "https://evil.example.com/",
  '/"><img src=x onerror=alert(1)>',
  "//evil.example.com",
);

const post = (path: string, fields: FieldArbitraries, more: Partial<EndpointSpec> = {}): EndpointSpec => ({
  method: "POST",
  path: `/api/auth${path}`,
  body: shapedPayload(fields),
  betterAuth: true,
  as: "nobody",
  ...more,
});

export const authEndpoints: EndpointSpec[] = [
  post("/sign-up/email", { email, password, name: text, callbackURL, image: text, rememberMe: flag }),
  post("/sign-in/email", { email, password, callbackURL, rememberMe: flag }),
  post("/sign-in/magic-link", { email, name: text, callbackURL, newUserCallbackURL: callbackURL }),
  post("/magic-link/confirm", { email }),
  post("/email-otp/send-verification-otp", {
    email,
    type: oneOf("sign-in", "email-verification", "forget-password", "change-email"),
  }),
  post("/sign-in/email-otp", { email, otp: oneOf("000000", "123456", "12345") }),
  post("/request-password-reset", { email, redirectTo: callbackURL }),
  post("/reset-password", { newPassword: password, token: text }),
  post("/sign-in/phone-number", { phoneNumber: oneOf("+15555550100"), password, rememberMe: flag }),
  post("/update-user", { name: text, image: text }, { as: "passwordUser" }),
  post("/change-email", { newEmail: email, callbackURL }, { as: "passwordUser" }),
  post(
    "/change-password",
    { currentPassword: password, newPassword: password, revokeOtherSessions: flag },
    { as: "passwordUser", consumes: ["passwordUser"] },
  ),
  {
    method: "GET",
    path: "/api/auth/magic-link/verify",
    query: hostileQuery({ token: oneOf("abc").map(String), callbackURL: callbackURL.map(String) }),
    betterAuth: true,
    as: "nobody",
  },
  {
    method: "GET",
    path: "/api/auth/verify-email",
    query: hostileQuery({ token: oneOf("abc").map(String), callbackURL: callbackURL.map(String) }),
    betterAuth: true,
    as: "nobody",
  },
  {
    method: "GET",
    path: "/api/auth/get-session",
    query: hostileQuery({ disableCookieCache: oneOf("true").map(String) }),
    betterAuth: true,
  },
];
