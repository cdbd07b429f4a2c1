import { describe, expect, it } from "vitest";
import type { TermComparison } from "../../../shared/ai";
import { countTerms, termStatus } from "./term-state";

const term = (before: TermComparison["before"], after: TermComparison["after"], via = "", evidence = "") =>
  ({
    term: "infrastructure as code",
    importance: "required",
    kind: "skill",
    before,
    after,
    via,
    evidence,
  }) as const;

describe("termStatus", () => {
  it("says a term the Original already had is in the resume", () => {
    expect(termStatus(term("literal", "literal"))).toMatchObject({
      label: "In your resume",
      confirmable: false,
    });
  });

  it("names the evidence of a term added from a narrower name", () => {
    const status = termStatus(term("supported", "literal", "Ansible", "Automated deploys with Ansible"));
    expect(status.label).toBe("Added from your evidence");
    expect(status.detail).toBe('Shown as "Ansible" in: Automated deploys with Ansible');
  });

  it("marks a term the user confirmed as added by them", () => {
    expect(termStatus(term("missing", "literal")).label).toBe("Added by you");
  });

  it("lets the user confirm a term only shown under another name, or missing", () => {
    const shown = termStatus(term("supported", "supported", "Ansible", "Automated deploys with Ansible"));
    expect(shown).toMatchObject({ label: 'Shown as "Ansible"', confirmable: true });
    expect(termStatus(term("missing", "missing"))).toMatchObject({ label: "Missing", confirmable: true });
  });
});

describe("countTerms", () => {
  it("counts in words", () => {
    expect(countTerms(1)).toBe("1 term");
    expect(countTerms(3)).toBe("3 terms");
  });
});
