import { ApiError } from "../api-client";

// A save the server refused (400) names the fields it refused (docs/api.md: details.issues,
// one { path, message } per field). The store holds those fields back with the server's
// message beside them and saves the rest at once, so one bad value never stops the others.

interface Issue {
  path?: unknown;
  message?: unknown;
}

/** "email: Enter a valid email address." -> "Enter a valid email address." */
function withoutPath(message: string, path: string): string {
  return path && message.startsWith(`${path}: `) ? message.slice(path.length + 2) : message;
}

/**
 * The sent fields a refusal names, with the message for each; null when it names none of
 * them (then the whole save stays refused). A refusal of a save of one field is that field's.
 */
export function refusedFields(error: unknown, sent: readonly string[]): Record<string, string> | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return null;
  const found: Record<string, string> = {};
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  for (const issue of Array.isArray(issues) ? (issues as Issue[]) : []) {
    if (typeof issue?.path !== "string" || typeof issue.message !== "string") continue;
    const field = issue.path.split(".")[0] ?? "";
    if (sent.includes(field) && !found[field]) found[field] = withoutPath(issue.message, issue.path);
  }
  if (Object.keys(found).length) return found;
  // A refusal without details that names its field first ("summary: Text cannot contain ...").
  const named = /^([a-z_]+)(?:\.[\w.]+)?: (.+)$/s.exec(error.message);
  if (named?.[1] && named[2] && sent.includes(named[1])) return { [named[1]]: named[2] };
  const [only] = sent;
  return sent.length === 1 && only ? { [only]: error.message } : null;
}
