// Shared by the sign-up form (instant feedback) and the server (the rule that counts).
const commonPasswords = new Set([
  "password",
  "password1",
  "password123",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "iloveyou",
  "11111111",
  "abc12345",
  "letmein1",
  "welcome1",
  "admin123",
  "passw0rd",
  "sunshine1",
  "football1",
  "baseball1",
  "monkey123",
  "dragon123",
  "trustno1",
  "1q2w3e4r",
  "00000000",
]);

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The reasons a password is too weak; empty when it is acceptable. */
export function passwordWeaknesses(password: string, email?: string): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push(`use at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) reasons.push(`use at most ${MAX_PASSWORD_LENGTH} characters`);
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) {
    reasons.push("mix letters with digits or symbols");
  }
  if (commonPasswords.has(password.toLowerCase())) reasons.push("avoid a commonly used password");
  const localPart = email?.split("@")[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && password.toLowerCase().includes(localPart)) {
    reasons.push("do not include your email address");
  }
  return reasons;
}
