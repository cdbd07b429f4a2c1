import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { errorMessage } from "../../lib/error-message";
import {
  clearImportReview,
  type ImportReview,
  loadImportReview,
  saveImportReview,
} from "../../lib/import-review-store";
import { stepPath } from "../../lib/paths";
import { isPaymentRequired } from "../../lib/payment-required";
import { resumeApi } from "../../lib/resume-api";
import { ContactSection, SummarySection } from "./contact-section";
import { draftProblem } from "./draft-check";
import {
  addEntry,
  draftToCreate,
  getPath,
  type LineTarget,
  placeLine,
  removeEntry,
  setPath,
} from "./draft-edits";
import { EntryListSection, sectionHeadingId } from "./entry-list-section";
import { fieldId } from "./review-field";
import { type ListSection, listSections } from "./section-configs";
import { SourcePanel } from "./source-panel";
import { UnplacedLines } from "./unplaced-lines";
import { UploadStart } from "./upload-start";

// The import page (/app/resume/import): the upload while nothing is read in this tab, then the
// review screen: the resume read from a document, section by section, beside the text it was
// read from. Every field can be changed, entries removed or added, and the lines put nowhere
// placed; "Create resume" then sends the draft itself (POST /api/cv/import/draft), which counts
// as creating a resume (a 402 opens the payment modal and creates nothing).

const RESUMES = "/app/resume";

const SOURCE_NAMES: Record<ImportReview["source"], string> = {
  pdf: "PDF",
  docx: "Word document",
  linkedin: "LinkedIn data export",
  text: "pasted text",
};

/** A review handed over in the navigation's state, for a browser that would not store it. */
function reviewFromState(state: unknown, userId: string): ImportReview | undefined {
  const review = (state as { review?: ImportReview } | null)?.review;
  return review?.userId === userId ? review : undefined;
}

const focusSoon = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: false }));

export function ResumeImportPage({ userId }: { userId: string }) {
  const location = useLocation();
  const [review] = useState(() => loadImportReview(userId) ?? reviewFromState(location.state, userId));
  return (
    <div className="flex flex-col gap-6">
      <Link to={RESUMES} className="w-fit text-sm text-primary-700 underline underline-offset-2">
        Back to resumes
      </Link>
      {review ? <ReviewScreen initial={review} /> : <UploadStart userId={userId} />}
    </div>
  );
}

function ReviewScreen({ initial }: { initial: ImportReview }) {
  const navigate = useNavigate();
  const [review, setReview] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const [said, say] = useState("");
  // Sections the document had stay on screen when their last entry is removed.
  const [shown] = useState(
    () => new Set(listSections.map((s) => s.path).filter((path) => has(initial, path))),
  );
  const [hadUnplaced] = useState(initial.unplaced.length > 0);
  const [withAddress] = useState(() =>
    Boolean(initial.resume.basics.location?.address || initial.resume.basics.location?.postalCode),
  );

  // Every edit is kept in this tab at once, so a reload finds it.
  useEffect(() => {
    saveImportReview(review);
  }, [review]);

  const change = (path: string, value: unknown) =>
    setReview((current) => ({ ...current, resume: setPath(current.resume, path, value) }));
  const remove = (section: ListSection, index: number) => {
    setReview((current) => ({ ...current, ...removeEntry(current, section.path, index) }));
    say(`Removed ${section.noun.toLowerCase()} ${index + 1}.`);
    focusSoon(sectionHeadingId(section.path));
  };
  const add = (section: ListSection) => {
    const count = listLength(review, section.path);
    setReview((current) => ({ ...current, ...addEntry(current, section.path) }));
    const first = section.fields[0]?.key ?? "";
    focusSoon(fieldId(`${section.path}[${count}].${first}`));
  };
  const place = (index: number, target: LineTarget) => {
    const line = review.unplaced[index] ?? "";
    setReview((current) => ({ ...current, ...placeLine(current, index, target) }));
    say(target.to === "drop" ? `Dropped "${line}".` : `Placed "${line}".`);
    // Focus goes to the next line's choice, or to the heading once none is left.
    requestAnimationFrame(() => {
      const next = document.querySelector<HTMLElement>(`[data-unplaced-line="${index}"] select`);
      (next ?? document.getElementById("review-unplaced"))?.focus();
    });
  };

  const create = async () => {
    const draft = draftToCreate(review.resume);
    // What the server would refuse is named here, at its field, before anything is sent.
    const problem = draftProblem(draft);
    setError(problem?.message);
    if (problem) {
      focusSoon(fieldId(problem.path));
      return;
    }
    setBusy(true);
    try {
      const { import_report: report, ...resume } = await resumeApi.importDraft(draft);
      clearImportReview();
      navigate(stepPath(resume.id, "General"), { state: { importReport: report } });
    } catch (caught) {
      setBusy(false);
      if (isPaymentRequired(caught)) setPayment("cvCreate");
      else setError(errorMessage(caught));
    }
  };

  const discard = () => {
    clearImportReview();
    navigate(RESUMES);
  };

  const from = review.fileName
    ? `From ${review.fileName} (${SOURCE_NAMES[review.source]}).`
    : `From the ${SOURCE_NAMES[review.source]}.`;
  const unsure = review.lowConfidence.length;
  const shared = { lowConfidence: review.lowConfidence, onChange: change, onRemove: remove, onAdd: add };
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold">Review your imported resume</h1>
        <p className="max-w-3xl text-grey-700">
          {from} {review.reader === "model" ? "An AI model sorted it; we checked it against your text. " : ""}
          Check each section against the text we read, fix what is wrong, then create the resume. Nothing is
          saved until you do.
        </p>
        {unsure || review.unplaced.length ? (
          <ul className="flex list-disc flex-col gap-1 pl-5 text-grey-700">
            {unsure ? (
              <li>
                {unsure === 1 ? "1 value is" : `${unsure} values are`} marked "Check this": we are not sure we
                read {unsure === 1 ? "it" : "them"} right.
              </li>
            ) : null}
            {review.unplaced.length ? (
              <li>
                <a href="#review-unplaced" className="text-primary-700 underline">
                  {review.unplaced.length === 1 ? "1 line is" : `${review.unplaced.length} lines are`} not
                  placed
                </a>
                : put {review.unplaced.length === 1 ? "it" : "each"} where it belongs, or drop it.
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex min-w-0 flex-col gap-10">
          <ContactSection {...shared} resume={review.resume} withAddress={withAddress} />
          <SummarySection {...shared} resume={review.resume} />
          {listSections
            .filter((section) => section.always || shown.has(section.path) || has(review, section.path))
            .map((section) => (
              <EntryListSection key={section.path} {...shared} section={section} resume={review.resume} />
            ))}
          {hadUnplaced || review.unplaced.length ? (
            <UnplacedLines lines={review.unplaced} resume={review.resume} onPlace={place} />
          ) : null}
        </div>
        <SourcePanel text={review.sourceText} from={from} />
      </div>

      {/* On a phone the actions are a bar stuck to the bottom of the screen (issue 34: "Create
          resume" was 5,000 px down, under every section); the wrapper gives way (`contents`) so
          the bar sticks within the whole page. From 640 px they close the page, as before. */}
      <div className="contents sm:flex sm:flex-col sm:gap-3 sm:border-t sm:border-grey-200 sm:pt-6">
        <div
          data-sticky-actions
          className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-grey-200 bg-white px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
        >
          <FormError message={error} />
          <div className="flex flex-wrap gap-3">
            <Button className="w-auto! px-6" loading={busy} loadingLabel="Creating ..." onClick={create}>
              Create resume
            </Button>
            <Button variant="secondary" className="w-auto! px-6" disabled={busy} onClick={discard}>
              Discard
            </Button>
          </div>
        </div>
        <p className="text-sm text-grey-600">
          Creating it uses one resume of your plan. Until then your changes are kept in this tab, even through
          a reload; Discard forgets them.
        </p>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </>
  );
}

const listLength = (review: ImportReview, path: string) => {
  const value = getPath(review.resume, path);
  return Array.isArray(value) ? value.length : 0;
};
const has = (review: ImportReview, path: string) => listLength(review, path) > 0;
