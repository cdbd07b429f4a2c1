import { describe, expect, it } from "vitest";
import { inSummaryVoice } from "./summary-own-voice.ts";

// A person's own "I…" sentence said in the summary's voice (issue 33 §6): the subject left unsaid,
// the verbs agreeing with it, every word and fact of theirs kept; anything that cannot be said so
// safely stays out rather than coming out wrong.

describe("a person's own sentence in the summary's voice", () => {
  it("drops each clause's 'I' and makes its present verb agree", () => {
    expect(
      inSummaryVoice(
        "I build literacy in two languages with small-group instruction, and I use assessment data every week to regroup.",
      ),
    ).toBe(
      "Builds literacy in two languages with small-group instruction, and uses assessment data every week to regroup.",
    );
    expect(
      inSummaryVoice(
        "I grow sales by hiring well; I protect margin by owning shrink, payroll and inventory accuracy.",
      ),
    ).toBe("Grows sales by hiring well; protects margin by owning shrink, payroll and inventory accuracy.");
  });

  it("keeps a past verb and lets 'have' shared by a later clause agree", () => {
    expect(inSummaryVoice("I built the data team and led hiring.")).toBe(
      "Built the data team and led hiring.",
    );
    expect(
      inSummaryVoice(
        "I own a multi-entity month-end close, led an ASC 842 adoption, and have sat on both sides of the external audit.",
      ),
    ).toBe(
      "Owns a multi-entity month-end close, led an ASC 842 adoption, and has sat on both sides of the external audit.",
    );
  });

  it("keeps a list of nouns after the verb as it is", () => {
    expect(
      inSummaryVoice("I run the floor by the numbers (UPH, accuracy, cost per unit) and by people."),
    ).toBe("Runs the floor by the numbers (UPH, accuracy, cost per unit) and by people.");
    expect(inSummaryVoice("I lead design, research and content strategy.")).toBe(
      "Leads design, research and content strategy.",
    );
  });

  it("leaves out what it cannot say safely", () => {
    // An "I" inside a clause, and "my": the sentence is about the person in ways a summary does not say.
    expect(
      inSummaryVoice(
        "I take products to release, and I like working with the machinists who build what I draw.",
      ),
    ).toBeUndefined();
    expect(inSummaryVoice("I spent 4 years automating my own spreadsheets.")).toBeUndefined();
    // A state, not work done.
    expect(inSummaryVoice("I am happiest owning a problem end to end.")).toBeUndefined();
    // A later present verb sharing the subject would need changing too ("hire" → "hires").
    expect(inSummaryVoice("I manage budgets, hire staff and train cooks.")).toBeUndefined();
    // Not a sentence of theirs in the first person at all.
    expect(inSummaryVoice("Registered nurse with 9 years on the floor.")).toBeUndefined();
  });
});
