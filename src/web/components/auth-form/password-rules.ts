import { passwordWeaknesses } from "../../../shared/password-policy";

/** The form error for a password the shared policy refuses, or undefined when it passes. */
export function weakPasswordError(password: string, email?: string): string | undefined {
  const weaknesses = passwordWeaknesses(password, email);
  return weaknesses.length ? `Password is too weak: ${weaknesses.join("; ")}.` : undefined;
}
