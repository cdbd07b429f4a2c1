import type { Database } from "../../db/client.ts";
import type { RateLimitRule } from "../../db/rate-limit-counters.ts";
import { letterToDocx } from "../import-export/letter-to-docx.ts";
import { admitPdfRender } from "./admit-pdf-render.ts";
import { printAccess } from "./print-access.ts";
import { printableLetter } from "./printable-letter.ts";

/**
 * POST /api/download/cover-letter-docx: one text of the owner's letter as a Word file. The same
 * rules as the letter's PDF download: another user's letter is a 404 whatever the plan, no paid
 * plan is a 402 (reason cvPdfDownload), and each file counts against the PDF rate limit.
 */
export async function exportCoverLetterDocx(options: {
  db: Database;
  userId: string;
  billingEnabled: boolean;
  id: number;
  index: number;
  rule: RateLimitRule;
}): Promise<Uint8Array> {
  const { db, userId, billingEnabled, id, index, rule } = options;
  const letter = await printableLetter(db, userId, id, index);
  await printAccess({ db, userId, billingEnabled, purpose: "download" });
  await admitPdfRender({ db, userId, rule });
  return letterToDocx(letter);
}
