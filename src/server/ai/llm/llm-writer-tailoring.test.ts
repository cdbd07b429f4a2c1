import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  content,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "../../../../tests/support/fake-openai-server.ts";
import { applyRewrite } from "../apply-rewrite.ts";
import { compareMatches } from "../evidence/compare-matches.ts";
import { tailoringPlan } from "../evidence/tailoring-plan.ts";
import type { WriteOptions } from "../writer.ts";
import { createLlmWriter } from "./llm-writer.ts";
import { groundedReply, inventingReply, sreResume, tailorToFabrikam } from "./tailoring.test-data.ts";

// Issue 13 §5: the LLM writer tailors from the posting analysis and the evidence map, and its
// output goes through the same grounding and score as the offline writer's. The model is faked
// at the network edge only (a loopback OpenAI-compatible server answering recorded replies);
// the prompt, the parsing, applyRewrite and the score are the real code.

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const options: WriteOptions = { signal: new AbortController().signal, progress: () => {} };
const plan = tailoringPlan(sreResume, tailorToFabrikam);
const targets = [tailorToFabrikam.desiredRole, tailorToFabrikam.job?.title ?? ""];

async function tailorWith(reply: object) {
  server.script(content(JSON.stringify(reply)));
  const writer = createLlmWriter({
    baseUrl: server.baseUrl,
    model: "test-model-7b",
    timeoutMs: 5_000,
    maxRetries: 0,
  });
  const rewrite = await writer.rewriteResume(sreResume, tailorToFabrikam, options);
  const { document, flags } = applyRewrite(sreResume, rewrite, targets, plan.grounded);
  const terms = plan.analysis?.terms ?? [];
  return { rewrite, document, flags, score: compareMatches(sreResume, document, terms) };
}

function groupOf(document: typeof sreResume, skill: string): string | undefined {
  return document.skills.find((group) => group.keywords.includes(skill))?.name;
}

describe("LLM writer tailoring from the evidence map (model faked at the network edge)", () => {
  it("the plan behind the tests: two grounded terms; the years' two fields, Kubernetes, Go and Prometheus missing", () => {
    expect(plan.grounded.map((match) => [match.term, match.via])).toEqual([
      ["infrastructure as code", "Terraform"],
      ["CI/CD", "Jenkins"],
    ]);
    const missing = plan.matches.filter((match) => match.state === "missing").map((match) => match.term);
    // "5+ years of experience in infrastructure or platform engineering" asks for either field.
    expect(missing).toEqual([
      "infrastructure engineering",
      "platform engineering",
      "Kubernetes",
      "Go",
      "Prometheus",
    ]);
  });

  it("sends the requirements with their states and lists only the grounded terms as allowed", async () => {
    await tailorWith(groundedReply);

    const prompt = server.promptOf(0);
    expect(prompt).toContain("Fabrikam keeps 4,000 delivery fleets"); // the raw posting stays
    expect(prompt).toContain('- "AWS" (required): literal. The resume says it: keep it visible.');
    expect(prompt).toContain(
      '- "infrastructure as code" (required): supported. The resume shows it as "Terraform" in: ' +
        '"Provisioned AWS accounts and networks with Terraform modules"; you may write the posting\'s term ' +
        '"infrastructure as code" next to that evidence or in the skills list.',
    );
    expect(prompt).toContain(
      '- "Kubernetes" (required): missing. The resume gives no ground: never write it.',
    );
    expect(prompt).toContain('- "Prometheus" (preferred): missing.');
    const allowed = prompt.match(/Posting terms you may add to "skills"[^:]*: (.*)\./)?.[1];
    expect(allowed).toBe('"infrastructure as code", "CI/CD"');
    for (const missing of ["Kubernetes", "Go", "Prometheus"]) expect(allowed).not.toContain(missing);
    expect(prompt).toMatch(/plus the allowed posting terms listed under "Requirements"/);
  });

  it("keeps an allowed term the model wrote, in the skill group holding its evidence, unflagged", async () => {
    const { rewrite, document, flags } = await tailorWith(groundedReply);

    expect(rewrite.skills).toEqual(groundedReply.skills);
    expect(flags).toEqual([]);
    expect(groupOf(document, "infrastructure as code")).toBe("Cloud & automation");
    const cloud = document.skills.find((group) => group.name === "Cloud & automation")?.keywords;
    expect(cloud?.indexOf("infrastructure as code")).toBe((cloud?.indexOf("Terraform") ?? -2) + 1);
    expect(document.summary).toBe(groundedReply.summary);
    expect(document.experiences[0]?.responsibilities).toContain("Jenkins CI/CD pipeline");
  });

  it("removes a skill the model invented, names it in a flag and puts the summary back", async () => {
    const { rewrite, document, flags } = await tailorWith(inventingReply);

    expect(rewrite.skills[0]).toBe("Kubernetes"); // kept for the check to judge, not dropped
    const skillsFlag = flags.find((flag) => flag.path === "skills");
    expect(skillsFlag?.invented).toEqual(["Kubernetes"]);
    expect(skillsFlag?.message).toBe('Removed "Kubernetes": your resume does not mention it.');
    expect(flags.find((flag) => flag.path === "summary")?.invented).toContain("Kubernetes");
    expect(document.summary).toBe(sreResume.summary);
    expect(JSON.stringify(document)).not.toContain("Kubernetes");
  });

  it("scores both revisions like any other: the grounded terms count, the invented one does not", async () => {
    const grounded = await tailorWith(groundedReply);
    const inventing = await tailorWith(inventingReply);

    const stateOf = (result: typeof grounded, term: string) =>
      result.score.terms?.find((item) => item.term === term);
    expect(stateOf(grounded, "infrastructure as code")).toMatchObject({
      before: "supported",
      after: "literal",
    });
    expect(stateOf(grounded, "CI/CD")).toMatchObject({ before: "supported", after: "literal" });
    expect(grounded.score.after.score).toBeGreaterThan(grounded.score.before.score);
    expect(stateOf(inventing, "Kubernetes")).toMatchObject({ before: "missing", after: "missing" });
    expect(inventing.score.after.matched).not.toContain("Kubernetes");
    expect(inventing.score.after.score).toBe(inventing.score.before.score);
  });
});
