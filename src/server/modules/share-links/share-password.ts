import { hashPassword, verifyPassword } from "better-auth/crypto";

// A link's password is hashed as account passwords are (Better Auth's scrypt), so a copy of the
// database holds no password that opens a link.

export const hashSharePassword = (password: string) => hashPassword(password);

export async function sharePasswordMatches(hash: string, password: string) {
  try {
    return await verifyPassword({ hash, password });
  } catch {
    // A malformed stored hash opens nothing.
    return false;
  }
}
