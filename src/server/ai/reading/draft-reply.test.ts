import { describe, expect, it } from "vitest";
import { MAX_ROWS, SHORT } from "../../../shared/field-formats.ts";
import { resumeDraftSchema } from "../../../shared/resume-draft.ts";
import { draftReply, fitDraft } from "./draft-reply.ts";

describe("a reading fitted to the draft", () => {
  it("leaves out wrong types and unknown keys, keeping the rest of the answer", () => {
    const reply = draftReply.parse({
      basics: { name: "Ana", phone: 5551234, profiles: "github.com/ana", extra: "x" },
      work: [null, { name: "Acme", highlights: ["Led", 3], startDate: null }],
      projects: "none",
      meta: { version: 1 },
    });
    expect(reply).toEqual({
      basics: { name: "Ana" },
      work: [{}, { name: "Acme", highlights: ["Led", ""] }],
    });
    expect(resumeDraftSchema.safeParse(reply).success).toBe(true);
  });

  it("cuts a value past the resume's bound after a word, and keeps a list's first rows", () => {
    const long = `${"word ".repeat(SHORT / 5)}tail`;
    const fitted = fitDraft({
      basics: { label: long },
      languages: Array.from({ length: MAX_ROWS + 5 }, (_, index) => ({ language: `L${index}` })),
    });
    expect(fitted.basics.label?.length).toBeLessThanOrEqual(SHORT);
    expect(long.startsWith(fitted.basics.label ?? "-")).toBe(true);
    expect(fitted.languages).toHaveLength(MAX_ROWS);
    expect(fitted.languages?.[0]).toEqual({ language: "L0" });
  });

  it("gives a reading without basics empty ones, and refuses an answer that is not an object", () => {
    expect(fitDraft({ skills: [{ name: "SQL" }] })).toEqual({ basics: {}, skills: [{ name: "SQL" }] });
    expect(draftReply.safeParse(["not", "an", "object"]).success).toBe(false);
  });
});
