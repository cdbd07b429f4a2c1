import type { Mail } from "./mailer.ts";

// Mails are built from fixed copy plus values we escape: never user-controlled HTML.
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, intro: string, action: string, url: string): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this email.`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
      `<p>If you did not ask for this, you can ignore this email.</p>`,
  };
}

export const mails = {
  confirmEmail: (to: string, url: string) =>
    linkMail(
      to,
      "Confirm your email",
      "Welcome! Confirm your email address to finish signing up.",
      "Confirm your email",
      url,
    ),
  magicLink: (to: string, url: string) =>
    linkMail(
      to,
      "Your sign-in link",
      "Use this link to sign in. It works once and expires in 5 minutes.",
      "Sign in",
      url,
    ),
  resetPassword: (to: string, url: string) =>
    linkMail(
      to,
      "Reset your password",
      "Someone asked to reset the password of this account.",
      "Reset your password",
      url,
    ),
  changeEmail: (newEmail: string, url: string) =>
    linkMail(
      newEmail,
      "Confirm your new email",
      `Confirm that you want to use ${newEmail} for your account.`,
      "Confirm the change",
      url,
    ),
  /** To the current address: nothing changes unless its owner approves. */
  approveEmailChange: (currentEmail: string, newEmail: string, url: string): Mail => {
    const intro = `Someone signed in to your Resume Builder account asked to change its email address to ${newEmail}.`;
    const outro =
      "If that was you, approve it: a confirmation link then goes to the new address. If it was not you, do not approve it, and change your password.";
    return {
      to: currentEmail,
      subject: "Approve the change of your email",
      text: `${intro}\n\nApprove the change: ${url}\n\n${outro}`,
      html:
        `<p>${escapeHtml(intro)}</p>` +
        `<p><a href="${escapeHtml(url)}">Approve the change</a></p>` +
        `<p>${escapeHtml(outro)}</p>`,
    };
  },
  /** To the old address once the change is done: its owner learns of it even if it was not them. */
  emailChanged: (oldEmail: string, newEmail: string): Mail => {
    const text = `The email address of your Resume Builder account was changed to ${newEmail}. Every other device was signed out and every API key revoked. If you did not do this, contact us right away through the contact form on our site.`;
    return {
      to: oldEmail,
      subject: "Your email address was changed",
      text,
      html: `<p>${escapeHtml(text)}</p>`,
    };
  },
  /** To the owner when a key is made: a stolen session cannot quietly mint one. Never the key. */
  apiKeyCreated: (to: string, key: { name: string; scope: string; createdAt: Date }): Mail => {
    const access = key.scope === "read" ? "read only" : "read and write";
    const when = `${key.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    const intro = `A new API key was created for your Resume Builder account: "${key.name}" (${access}), on ${when}.`;
    const outro =
      "If that was not you, revoke it on the Account page and change your password (this revokes every key).";
    return {
      to,
      subject: "A new API key was created",
      text: `${intro}\n\n${outro}`,
      html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p>`,
    };
  },
  oneTimeCode: (to: string, code: string, purpose: string): Mail => ({
    to,
    subject: `Your one-time code: ${code}`,
    text: `Your one-time code to ${purpose} is ${code}. It expires in 5 minutes.`,
    html: `<p>Your one-time code to ${escapeHtml(purpose)} is <strong>${escapeHtml(code)}</strong>. It expires in 5 minutes.</p>`,
  }),
};
