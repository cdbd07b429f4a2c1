import { resolveOptions } from "../../pdf/pdf-options.ts";
import { type PrintRequest, printAccess } from "./print-access.ts";
import { printableLetter } from "./printable-letter.ts";
import { retryAfterWhenBusy } from "./retry-when-busy.ts";

export interface RenderCoverLetterPdfOptions extends PrintRequest {
  /** Which of the letter's texts, 0 being the newest. */
  index: number;
}

/**
 * The owner's cover letter, its text number `index`, as a PDF in one of the resume designs,
 * under the same plan rule as a resume. Another user's letter is a 404 whatever the plan.
 */
export function renderCoverLetterPdf(options: RenderCoverLetterPdfOptions): Promise<Uint8Array> {
  return retryAfterWhenBusy(() => printCoverLetter(options));
}

async function printCoverLetter(options: RenderCoverLetterPdfOptions): Promise<Uint8Array> {
  const { db, renderer, userId, billingEnabled, id, index, template, props, purpose, guard } = options;
  const letter = await printableLetter(db, userId, id, index);
  const { watermark } = await printAccess({ db, userId, billingEnabled, purpose });
  // On the paper the resume it was written from prints on by default: its address's.
  return renderer.render(
    letter,
    resolveOptions(template, props, watermark, undefined, letter.address),
    undefined,
    guard,
  );
}
