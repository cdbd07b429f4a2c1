import { describe, expect, it } from "vitest";
import type { EvidenceClause } from "../evidence-clauses.ts";
import { clauses, groups } from "./wording.ts";

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
