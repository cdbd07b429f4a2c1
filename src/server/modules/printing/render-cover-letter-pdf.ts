import type { PdfProps, TemplateId } from "../../../shared/contracts/pdf.ts";
import { resolveOptions } from "../../pdf/pdf-options.ts";
import { type PrintPurpose, printAccess } from "./print-access.ts";
import { printableLetter } from "./printable-letter.ts";
import { type Printer, templateOf } from "./printer.ts";
import { userRenderGuard } from "./render-guards.ts";
import { retryAfterWhenBusy } from "./retry-when-busy.ts";

/** What a letter print asks for: letter `id`, its text `index` (0, the newest, when absent), in a design. */
export interface LetterPrintRequest {
  id: number;
  index?: number;
  template?: TemplateId | "";
  props?: PdfProps;
}

/**
 * The owner's cover letter, its text number `index`, as a PDF in one of the resume designs
 * (POST /api/pdf/cover-letter, /api/download/cover-letter), under the same plan rule as a
 * resume. Another user's letter is a 404 whatever the plan.
 */
export function printCoverLetterPdf(
  printer: Printer,
  request: LetterPrintRequest,
  purpose: PrintPurpose,
): Promise<Uint8Array> {
  return retryAfterWhenBusy(() => printCoverLetter(printer, request, purpose));
}

async function printCoverLetter(printer: Printer, request: LetterPrintRequest, purpose: PrintPurpose) {
  const { db, userId } = printer;
  const letter = await printableLetter(db, userId, request.id, request.index ?? 0);
  const { watermark } = await printAccess({ db, userId, billingEnabled: printer.env.BILLING, purpose });
  // On the paper the resume it was written from prints on by default: its address's.
  const options = resolveOptions(
    templateOf(request.template),
    request.props ?? {},
    watermark,
    undefined,
    letter.address,
  );
  return printer.pdf.render(letter, options, undefined, userRenderGuard(printer));
}
