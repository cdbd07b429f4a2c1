import { formatPath, type ResumeDraft, resumeDraftSchema } from "../../../shared/resume-draft";
import { addressFields, contactFields, listSections, profileSection } from "./section-configs";

// The review checks the draft with the schema the server checks it with (shared/resume-draft.ts)
// before it sends it, so a value typed past a bound is named in the user's words ("Job 2,
// Company: Use at most 200 characters.") and its field can take focus, instead of a 400 naming
// "work.1.name".

export interface DraftProblem {
  /** The field's draft path, as the review names its controls: "work[1].name". */
  path: string;
  message: string;
}

/** Where the field is, as the screen labels it: "Job 2, Company", "Email", "Link 1, Address". */
function placeOf(keys: readonly PropertyKey[]): string {
  const path = formatPath(keys);
  const single = [...contactFields, ...addressFields].find((field) => field.path === path);
  if (single) return single.label;
  if (path === "basics.summary") return "Summary";
  for (const section of [profileSection, ...listSections]) {
    const depth = section.path.split(".").length;
    if (section.path !== keys.slice(0, depth).join(".")) continue;
    const index = keys[depth];
    const field = section.fields.find((spec) => spec.key === keys[depth + 1]);
    const entry = typeof index === "number" ? `${section.noun} ${index + 1}` : section.title;
    return field ? `${entry}, ${field.label}` : entry;
  }
  return path;
}

/** The first value of `draft` the server would refuse, or undefined when it would take it all. */
export function draftProblem(draft: ResumeDraft): DraftProblem | undefined {
  const result = resumeDraftSchema.safeParse(draft);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return undefined;
  // A bullet or a skill is one line of its field's control: the field is what is named.
  const last = issue.path.at(-1);
  const field = typeof last === "number" && issue.path.length >= 3 ? issue.path.slice(0, -1) : issue.path;
  return { path: formatPath(field), message: `${placeOf(field)}: ${issue.message}` };
}
