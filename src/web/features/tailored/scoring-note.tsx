// What the match score counts, one click away from the figures it explains.

export function ScoringNote() {
  return (
    <details className="rounded-lg border border-grey-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-grey-900">How this is scored</summary>
      <p className="mt-2 text-grey-700">
        The score is the share of the posting's hard skills and qualifications your resume says in so many
        words, as a recruiter's keyword search would find them. Required terms count twice as much as
        preferred ones; word forms and common spellings count (PostgreSQL = Postgres). Terms your resume shows
        under another name are marked "Shown as …" and count once the resume says them. Soft skills are listed
        apart and never scored.
      </p>
    </details>
  );
}
