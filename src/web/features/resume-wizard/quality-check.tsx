import { useState } from "react";
import { useNavigate } from "react-router";
import {
  QUALITY_CHECKS,
  type QualityFinding,
  type QualityReport,
} from "../../../shared/contracts/resume-quality";
import { Button } from "../../components/ui/button";
import { HeadedSection } from "../../components/ui/headed-section";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { errorMessage } from "../../lib/error-message";
import { stepPath } from "../../lib/paths";
import { requestFieldJump } from "./field-jump";
import { checkResumeQuality } from "./quality-api";
import { CHECK_TEXT, CHECKS_LIMITS, CHECKS_SCOPE } from "./quality-explanations";

// "Check my resume" in Finalize: saves, asks the server for the findings (the grammar tagger
// runs there, docs/decisions/011), and lists them by check with a "Go to" that opens the step
// and selects the line. The last answer is kept per resume, so coming back from a "Go to" shows
// the list again until the user checks anew.

const lastReports = new Map<number, QualityReport>();

function FindingItem({ finding, place, onGo }: { finding: QualityFinding; place: string; onGo: () => void }) {
  const fix = finding.severity === "fix";
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-grey-200 bg-white p-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm text-grey-600">
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${fix ? "bg-red-50 text-red-800" : "bg-grey-100 text-grey-800"}`}
          >
            {fix ? "Fix" : "Consider"}
          </span>
          <span>{place}</span>
        </p>
        <p className="text-grey-900">{finding.message}</p>
        {/* A misspelling's excerpt is the word the message already names. */}
        {finding.check === "spelling" ? null : (
          <blockquote className="border-l-2 border-grey-300 pl-2 text-sm break-words text-grey-700">
            {finding.excerpt}
          </blockquote>
        )}
      </div>
      <Button variant="secondary" className="w-auto! shrink-0 self-start px-3 py-1.5 text-sm" onClick={onGo}>
        Go to<span className="sr-only"> {place}</span>
      </Button>
    </li>
  );
}

export function QualityCheck() {
  const store = useAutosave();
  const navigate = useNavigate();
  const [report, setReport] = useState<QualityReport | undefined>(() => lastReports.get(store.resumeId));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  const run = async () => {
    setBusy(true);
    setMessage("");
    try {
      if (!(await store.whenSaved())) {
        setMessage("Some changes are not saved yet. Check the save status above, then try again.");
        return;
      }
      const answer = await checkResumeQuality(store.resumeId);
      lastReports.set(store.resumeId, answer);
      setReport(answer);
    } catch (caught) {
      setMessage(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const placeOf = (finding: QualityFinding) => {
    const { step, kind, rowId, line } = finding.field;
    if (kind === "summary") return `Summary, line ${line + 1}`;
    const index = store.rows(kind).findIndex((row) => row.id === rowId);
    // A row removed since the check: say so rather than "Experience 0".
    return index < 0 ? `${step} (removed)` : `${step} ${index + 1}, line ${line + 1}`;
  };

  const go = (finding: QualityFinding) => {
    const quoted = finding.excerpt.endsWith("…") ? finding.excerpt.slice(0, -1) : finding.excerpt;
    requestFieldJump({ target: finding.field, quoted, wordOnly: finding.check === "spelling" });
    navigate(stepPath(store.resumeId, finding.field.step));
  };

  const groups = report
    ? QUALITY_CHECKS.map((check) => ({
        check,
        findings: report.findings.filter((finding) => finding.check === check),
        total: report.counts[check] ?? 0,
      })).filter((group) => group.total > 0)
    : [];
  const total = groups.reduce((sum, group) => sum + group.total, 0);

  return (
    <HeadedSection
      headingId="quality-heading"
      heading="Check my resume"
      className="flex flex-col gap-4"
      headingClassName="text-xl font-semibold"
    >
      <p className="text-grey-700">
        Finds spelling mistakes, pronouns, weak or repeated verbs, passive voice, mixed tenses, long bullets
        and bullets without a result. {CHECKS_SCOPE}
      </p>
      <details className="text-sm text-grey-700">
        <summary className="cursor-pointer text-primary-700">What it does not check</summary>
        <p className="mt-1">{CHECKS_LIMITS}</p>
      </details>
      <div>
        <Button
          variant="secondary"
          className="w-auto! px-6"
          loading={busy}
          loadingLabel="Checking..."
          onClick={run}
        >
          {report ? "Check again" : "Check my resume"}
        </Button>
      </div>
      {message ? (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      ) : null}
      <div aria-live="polite" className="flex flex-col gap-6">
        {report && report.linesChecked === 0 ? (
          <p className="text-grey-700">
            There is nothing to check yet: add your experience, projects or a summary first.
          </p>
        ) : null}
        {report && report.linesChecked > 0 && total === 0 ? (
          <p className="text-grey-900">No findings in {report.linesChecked} lines. Nice work.</p>
        ) : null}
        {report && total > 0 ? (
          <p className="text-grey-900">
            {total} {total === 1 ? "finding" : "findings"} in {report.linesChecked} lines.
          </p>
        ) : null}
        {report && report.linesSkipped > 0 ? (
          <p className="text-grey-700">
            Only the first {report.linesChecked} lines were checked; {report.linesSkipped} more were not read.
          </p>
        ) : null}
        {groups.map(({ check, findings, total: count }) => (
          <section key={check} aria-labelledby={`quality-${check}`} className="flex flex-col gap-2">
            <h3 id={`quality-${check}`} className="font-semibold">
              {CHECK_TEXT[check].title} ({count})
            </h3>
            <p className="text-sm text-grey-700">{CHECK_TEXT[check].why}</p>
            <ul className="flex flex-col gap-2">
              {findings.map((finding) => (
                <FindingItem
                  key={`${finding.field.kind}-${finding.field.rowId ?? 0}-${finding.field.line}-${finding.excerpt}`}
                  finding={finding}
                  place={placeOf(finding)}
                  onGo={() => go(finding)}
                />
              ))}
            </ul>
            {count > findings.length ? (
              <p className="text-sm text-grey-700">And {count - findings.length} more like these.</p>
            ) : null}
          </section>
        ))}
      </div>
    </HeadedSection>
  );
}
