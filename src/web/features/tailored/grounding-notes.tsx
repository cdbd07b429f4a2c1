import type { GroundingFlag } from "../../../shared/ai";
import type { ResumeDocument } from "../../../shared/resume";
import { describePath } from "./revision-fields";

// Where the grounding check caught the writer adding facts the resume does not have, putting
// a fact at an entry that does not show it, or changing what a line claims: the field or line
// was put back to the user's own words, and we say so.

/** What the listed words are, by why the field or line was kept (GroundingFlag.kind). */
const CAUGHT = {
  invented: "not in your resume",
  elsewhere: "your resume says this only elsewhere",
  changed: "the rewording we did not keep",
} as const;

const quoted = (text: string) => (text.includes(" ") && text.length > 40 ? `“${text}”` : text);

export function GroundingNotes({ flags, source }: { flags: GroundingFlag[]; source: ResumeDocument }) {
  if (flags.length === 0) return null;
  return (
    <section
      aria-labelledby="grounding-heading"
      className="rounded-lg border border-brand-yellow/40 bg-yellow-50 p-4"
    >
      <h2 id="grounding-heading" className="font-semibold">
        Kept as you wrote it
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-grey-900">
        {flags.map((flag) => (
          <li key={`${flag.path}-${flag.invented.join(",")}`}>
            We kept your wording here: <strong>{describePath(flag.path, source)}</strong>. {flag.message}
            {flag.invented.length > 0 ? (
              <span className="text-grey-700">
                {" "}
                ({CAUGHT[flag.kind ?? "invented"]}: {flag.invented.map(quoted).join(", ")})
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
