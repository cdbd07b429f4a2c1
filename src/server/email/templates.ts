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
  oneTimeCode: (to: string, code: string, purpose: string): Mail => ({
    to,
    subject: `Your one-time code: ${code}`,
    text: `Your one-time code to ${purpose} is ${code}. It expires in 5 minutes.`,
    html: `<p>Your one-time code to ${escapeHtml(purpose)} is <strong>${escapeHtml(code)}</strong>. It expires in 5 minutes.</p>`,
  }),
};
