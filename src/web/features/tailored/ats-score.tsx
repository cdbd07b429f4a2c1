import type { ReactNode } from "react";
import type { AtsComparison } from "../../../shared/ai";
import { HeadedSection } from "../../components/ui/headed-section";

// The ATS match: how many of the posting's keywords the Original covered and how many the
// revision covers, scored the same way for every writer.

export function AtsScore({ score }: { score: AtsComparison | null }) {
  if (!score) {
    return (
      <ScoreSection className="rounded-lg border border-grey-200 bg-white p-4">
        <p className="mt-1 text-sm text-grey-700">
          This revision was tailored to a role without a job posting, so there is no score. Paste a posting in
          the Tailor step to see how well your resume matches it.
        </p>
      </ScoreSection>
    );
  }
  const { before, after } = score;
  const gained = after.matched.filter((keyword) => !before.matched.includes(keyword));
  return (
    <ScoreSection className="flex flex-col gap-3 rounded-lg border border-grey-200 bg-white p-4">
      <ScoreFigures before={before.score} after={after.score} />
      <KeywordList title="Matched keywords" keywords={after.matched} highlight={gained} tone="matched" />
      <KeywordList title="Missing keywords" keywords={after.missing} tone="missing" />
      {after.missing.length > 0 ? (
        <p className="text-sm text-grey-600">
          Missing keywords are left out on purpose when your resume gives no ground for them. Add the ones
          that are true for you in the wizard.
        </p>
      ) : null}
    </ScoreSection>
  );
}

function ScoreSection({ className, children }: { className: string; children: ReactNode }) {
  return (
    <HeadedSection
      headingId="ats-heading"
      heading="ATS match score"
      className={className}
      headingClassName="font-semibold"
    >
      {children}
    </HeadedSection>
  );
}

/** "40 → 75 out of 100 (+35)": the Original's score and the revision's. */
export function ScoreFigures({ before, after }: { before: number; after: number }) {
  const delta = after - before;
  return (
    <p className="flex flex-wrap items-baseline gap-2 text-grey-900">
      <span className="sr-only">From</span>
      <span data-testid="score-before" className="text-2xl font-semibold text-grey-700">
        {before}
      </span>
      <span aria-hidden="true">→</span>
      <span className="sr-only">to</span>
      <span data-testid="score-after" className="text-3xl font-semibold text-primary-800">
        {after}
      </span>
      <span className="text-sm text-grey-600">out of 100 ({delta >= 0 ? `+${delta}` : delta})</span>
    </p>
  );
}

function KeywordList({
  title,
  keywords,
  highlight = [],
  tone,
}: {
  title: string;
  keywords: string[];
  highlight?: string[];
  tone: "matched" | "missing";
}) {
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-medium text-grey-700">
        {title} ({keywords.length})
      </h3>
      {keywords.length === 0 ? (
        <p className="text-sm text-grey-600">None</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className={`rounded-full px-2.5 py-0.5 text-sm ${
                tone === "matched" ? "bg-primary-50 text-primary-800" : "bg-grey-100 text-grey-700"
              }`}
            >
              {keyword}
              {highlight.includes(keyword) ? <span className="font-semibold"> (new)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
