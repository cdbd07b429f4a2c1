import { describe, expect, it } from "vitest";
import type { EvidenceClause } from "../evidence-clauses.ts";
import { warm } from "./warm.ts";
import { clauses, groups, type SaidAnswer } from "./wording.ts";

const doing = (text: string, bullet = text): EvidenceClause => ({
  text,
  measured: /\d/.test(text),
  subject: false,
  lemma: text.split(" ")[0] ?? "",
  bullet,
});
const result = (text: string, bullet: string): EvidenceClause => ({
  ...doing(text, bullet),
  subject: true,
  lemma: "",
});

describe("further work of one job, in sentences", () => {
  it("gives work followed by its result a sentence of its own: no three clauses run on", () => {
    const mentor = doing("mentor 2 junior engineers");
    const designed = doing("designed a self-venting seal cartridge", "seal");
    const cut = result("it cut seal-related warranty claims 40%", "seal");
    const said = groups([mentor, designed, cut]).map((group) => `I ${clauses(group)}.`);
    expect(said).toEqual([
      "I mentor 2 junior engineers.",
      "I designed a self-venting seal cartridge, and it cut seal-related warranty claims 40%.",
    ]);
  });

  it("keeps two clauses of one line together", () => {
    const serve = doing("provided go-live support", "go-live");
    const logged = doing("logged or resolved 310+ issues", "go-live");
    expect(groups([doing("pull weekly reports"), serve, logged])).toEqual([
      [doing("pull weekly reports")],
      [serve, logged],
    ]);
  });
});

describe("the places a letter's paragraphs open with", () => {
  const pastRole = (role: string, text: string): SaidAnswer => ({
    terms: [],
    role,
    at: "the Department for Local Communities",
    where: "at the Department for Local Communities",
    project: "",
    team: false,
    current: false,
    byTitle: false,
    introducesRole: true,
    follows: false,
    variant: 0,
    clauses: [doing(text)],
    more: [],
  });

  it("never opens two past roles at one workplace with the same words", () => {
    for (let variant = 0; variant < 6; variant++) {
      const answers = [
        { ...pastRole("Policy Adviser", "analysed quarterly statistics"), variant },
        { ...pastRole("Assistant Policy Adviser", "modelled council tax scenarios"), variant },
      ];
      const openings = warm
        .evidence(answers, variant)
        .map((paragraph) => paragraph.split(" ").slice(0, 3).join(" "));
      expect(openings[0], `variant ${variant}`).not.toBe(openings[1]);
    }
  });
});
