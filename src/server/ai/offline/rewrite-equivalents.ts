// Verbs a rewrite may put in place of words that mean the same (issue 33): the only verbs a
// rewrite may bring into a line that the line does not have. Each is an English synonym of what
// it replaces, claiming no more: "gave a talk" is "delivered a talk", "in charge of" is
// "oversaw", "the development of X" is "developed X". A verb missing here is a new claim.

/** The verb a rewrite brings in -> the words of the original it stands for (any of them). */
export const SAME_MEANING: Record<string, string[]> = {
  // weak-verbs.ts: a weaker verb of the same meaning.
  deliver: ["give", "gave", "given", "gives", "giving", "delivery"],
  demonstrate: ["show", "showed", "shown", "shows", "showing"],
  resolve: ["fix", "fixed", "fixes", "fixing"],
  launch: ["start", "started", "starts", "starting", "launch"],
  verify: ["check", "checked", "checks", "checking"],
  use: ["utilize", "utilized", "utilizes", "utilizing", "utilise", "utilised", "utilises", "utilising"],
  serve: ["was", "were", "worked as"],
  // polish-bullet.ts: a phrase that is this verb in more words.
  oversee: ["in charge of", "oversight"],
  participate: ["involved in", "took part in", "part of"],
  collaborate: ["worked with", "worked closely with"],
  handle: ["dealt with", "handling"],
  ensure: ["made sure"],
  devise: ["came up with"],
  compile: ["put together"],
  track: ["kept track of", "tracking"],
  communicate: ["talked to", "talked with", "spoke to", "spoke with"],
  perform: ["did"],
};

/** "the development of X" -> "developed X": a noun of action and its verb. */
export const NOMINALS: Record<string, string> = {
  management: "manage",
  development: "develop",
  creation: "create",
  implementation: "implement",
  maintenance: "maintain",
  coordination: "coordinate",
  design: "design",
  preparation: "prepare",
  analysis: "analyze",
  delivery: "deliver",
  handling: "handle",
  oversight: "oversee",
  planning: "plan",
  training: "train",
  supervision: "supervise",
  organization: "organize",
  organisation: "organize",
  administration: "administer",
  execution: "execute",
  review: "review",
  monitoring: "monitor",
  tracking: "track",
  processing: "process",
  production: "produce",
  evaluation: "evaluate",
  negotiation: "negotiate",
  distribution: "distribute",
  installation: "install",
  configuration: "configure",
  optimization: "optimize",
  migration: "migrate",
  documentation: "document",
  integration: "integrate",
  testing: "test",
  scheduling: "schedule",
  recruitment: "recruit",
  onboarding: "onboard",
  reporting: "report",
  launch: "launch",
  support: "support",
  improvement: "improve",
  expansion: "expand",
  redesign: "redesign",
};

// Each noun of action stands for its verb.
for (const [noun, verb] of Object.entries(NOMINALS)) {
  const sources = SAME_MEANING[verb] ?? [];
  if (!sources.includes(noun)) SAME_MEANING[verb] = [...sources, noun];
}
