import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { anonymous, emailOTP, magicLink, phoneNumber, twoFactor } from "better-auth/plugins";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import type { Mailer } from "../email/mailer.ts";
import { mails } from "../email/templates.ts";
import type { Env } from "../env.ts";
import { CLIENT_IP_HEADER } from "../lib/client-ip.ts";
import type { Logger } from "../lib/logger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { moveUserImages } from "../storage/image-files.ts";
import { checkAuthInput } from "./check-auth-input.ts";
import { askToConfirmForeignLink, confirmForeignLink } from "./confirm-foreign-link.ts";
import { dropUnprovenCredentials } from "./drop-unproven-credentials.ts";
import { finishEmailChange, requireRecentSignInToChangeEmail } from "./email-change.ts";
import { keepGuestOnForeignLink } from "./keep-guest-on-foreign-link.ts";
import {
  FAILED_ATTEMPT_LIMIT,
  forgiveSuccessfulAttempt,
  refuseLockedAccount,
  rememberKnownDevice,
} from "./limit-failed-attempts.ts";
import { authRateLimitRules } from "./rate-limit-rules.ts";
import { rejectWeakPasswords } from "./reject-weak-passwords.ts";
import { rememberFlowStart } from "./remember-flow-start.ts";
import { requireSecondFactor } from "./require-second-factor.ts";
import { revokeAllApiKeys, revokeKeysWithSessions } from "./revoke-keys-with-sessions.ts";
import { socialProviders } from "./social-providers.ts";

export const SESSION_LIFETIME_SECONDS = 400 * 24 * 60 * 60; // spec §9: cookie sessions last 400 days
const OTP_PURPOSE = {
  "sign-in": "sign in",
  "email-verification": "confirm your email",
  "forget-password": "reset your password",
  "change-email": "change your email",
} as const;

export interface CreateAuthOptions {
  db: Database;
  env: Env;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** Where photos are kept: an anonymous user's move with their resumes when they link an account. */
  storage: FileStorage;
  /**
   * Moves a guest's rows (resumes, letters, credits) to the account they link: the domain's rule
   * (modules/entitlements/reassign-user-data.ts), passed in by create-server.ts because auth
   * stands on a floor below the domain modules (docs/decisions/013-boundaries.md).
   */
  moveGuestRows: (move: { fromUserId: string; toUserId: string }) => Promise<void>;
}

export function createAuth({ db, env, secret, mailer, logger, storage, moveGuestRows }: CreateAuthOptions) {
  const send = (mail: Parameters<Mailer["send"]>[0]) => mailer.send(mail);
  return betterAuth({
    appName: "Resume Builder",
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    logger: {
      log: (level, message, ...args) => logger[level](`auth: ${message}`, { args }),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Every reset path (mailed link, mailed code) ends the API keys with the sessions.
      onPasswordReset: ({ user }) => revokeAllApiKeys({ db, userId: user.id }),
      sendResetPassword: ({ user, url }) => send(mails.resetPassword(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // A verified user here is changing their email: Better Auth passes the new address,
      // and following this link is what makes the change.
      sendVerificationEmail: ({ user, url }) =>
        send(user.emailVerified ? mails.changeEmail(user.email, url) : mails.confirmEmail(user.email, url)),
      beforeEmailVerification: (user, request) =>
        dropUnprovenCredentials({ db, secret, appUrl: env.APP_URL, user, request }),
      afterEmailVerification: (user, request) => finishEmailChange({ db, send, user, request }),
    },
    user: {
      changeEmail: {
        enabled: true,
        // The current address approves first; its link then mails the new address.
        sendChangeEmailConfirmation: ({ user, newEmail, url }) =>
          send(mails.approveEmailChange(user.email, newEmail, url)),
      },
    },
    account: { accountLinking: { enabled: true } },
    // A copy of the database must not hold working links or codes: every identifier (magic
    // link and reset tokens, 2FA challenges) is stored as its SHA-256.
    verification: { storeIdentifier: "hashed" },
    socialProviders: socialProviders(env),
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: authRateLimitRules(env),
    },
    advanced: {
      // Tests must see what production does: state-changing requests need our Origin.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await checkAuthInput(ctx);
        await rejectWeakPasswords(ctx);
        await refuseLockedAccount(db, ctx, env.APP_URL);
        await rememberFlowStart(ctx, env.APP_URL);
        await askToConfirmForeignLink(ctx, env.APP_URL);
        await requireRecentSignInToChangeEmail(db, ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await forgiveSuccessfulAttempt(db, ctx, env.APP_URL);
        await revokeKeysWithSessions(db, ctx);
        // Runs before the plugins' after-hooks: anonymous linking then sees no session.
        const secondFactor = await requireSecondFactor(ctx, env.APP_URL);
        rememberKnownDevice(ctx, env.APP_URL);
        return secondFactor;
      }),
    },
    plugins: [
      anonymous({
        // Better Auth deletes the anonymous user after linking; its rows must move first.
        onLinkAccount: async ({ anonymousUser, newUser, ctx }) => {
          const identityBelongsToOlderUser =
            ctx.path.startsWith("/callback") && newUser.user.createdAt < anonymousUser.user.createdAt;
          if (identityBelongsToOlderUser) {
            await ctx.context.internalAdapter.deleteSession(newUser.session.token);
            throw ctx.redirect(`${env.APP_URL}/auth/finish?error=user_already_exists`);
          }
          await keepGuestOnForeignLink({ anonymousUser, newUser, ctx, appUrl: env.APP_URL });
          const move = { fromUserId: anonymousUser.user.id, toUserId: newUser.user.id };
          await moveGuestRows(move);
          await moveUserImages({ storage, ...move });
        },
      }),
      magicLink({
        expiresIn: 300,
        storeToken: "hashed",
        sendMagicLink: ({ email, url }) => send(mails.magicLink(email, url)),
      }),
      confirmForeignLink(env.APP_URL),
      emailOTP({
        expiresIn: 300,
        storeOTP: "hashed",
        sendVerificationOTP: ({ email, otp, type }) => send(mails.oneTimeCode(email, otp, OTP_PURPOSE[type])),
      }),
      phoneNumber({
        // No SMS provider is integrated yet: say so instead of pretending a text was sent.
        sendOTP: () => {
          throw new APIError("NOT_IMPLEMENTED", {
            code: "SMS_NOT_CONFIGURED",
            message: "Text messages (SMS) are not configured on this server. Please use your email instead.",
          });
        },
      }),
      twoFactor({
        issuer: "Resume Builder",
        // The same budget as passwords and mailed codes (limit-failed-attempts.ts), per account.
        accountLockout: {
          maxFailedAttempts: FAILED_ATTEMPT_LIMIT.max,
          durationSeconds: FAILED_ATTEMPT_LIMIT.windowSeconds,
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
