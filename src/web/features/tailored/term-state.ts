import type { TermComparison } from "../../../shared/ai";

// How one posting term reads on the Tailored page: its state in words (never colour alone),
// the Original's line that shows it, and whether the user may still say they have it.

export type TermTone = "said" | "added" | "shown" | "missing";

export interface TermStatus {
  label: string;
  tone: TermTone;
  /** `Shown as "Ansible" in: …` when the Original shows the term under another name. */
  detail: string;
  /** Not yet said in the revision: "Do you have this?" applies. */
  confirmable: boolean;
}

const shownAs = (term: TermComparison) => `Shown as "${term.via}"`;

export function termStatus(term: TermComparison): TermStatus {
  const evidence = term.evidence ? `${shownAs(term)} in: ${term.evidence}` : "";
  if (term.after === "literal") {
    if (term.before === "literal")
      return { label: "In your resume", tone: "said", detail: "", confirmable: false };
    if (term.before === "supported") {
      return { label: "Added from your evidence", tone: "added", detail: evidence, confirmable: false };
    }
    // Missing from the Original when tailored: the user confirmed it (or wrote it in an edit).
    return { label: "Added by you", tone: "added", detail: "", confirmable: false };
  }
  if (term.after === "supported") {
    return {
      label: shownAs(term),
      tone: "shown",
      detail: term.evidence ? `In: ${term.evidence}` : "",
      confirmable: true,
    };
  }
  return { label: "Missing", tone: "missing", detail: "", confirmable: true };
}

/** The terms of one importance, in the posting's order. */
export const termsOf = (terms: TermComparison[], importance: TermComparison["importance"]) =>
  terms.filter((term) => term.importance === importance);

/** "3 terms" / "1 term". */
export const countTerms = (count: number) => `${count} term${count === 1 ? "" : "s"}`;
