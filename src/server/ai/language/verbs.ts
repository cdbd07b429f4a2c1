// Action verbs and their forms, for putting resume bullets in the right tense. "lemma:past"
// spells an irregular past; a trailing "*" doubles the final consonant (plan -> planned).

const VERBS = `accelerate accomplish achieve acquire act adapt add address adjust administer adopt advance advise
advocate align allocate analyze analyse answer anticipate apply appoint appraise approve arbitrate arrange
articulate assemble assess assign assist attain audit author authorize automate balance benchmark
begin:began boost brainstorm bridge bring:brought broaden budget build:built calculate campaign capture
catalog categorize centralize champion chair change chart check choose:chose clarify classify close coach
code collaborate collect combine commit* communicate compile complete compose compute conceive conceptualize
conduct configure consolidate construct consult contribute control* convert convince cooperate coordinate
correct correspond counsel craft create critique cultivate curate customize cut:cut debug* decide decrease
define delegate deliver demonstrate deploy design detect determine develop devise diagnose direct discover
dispatch distribute document double draft draw:drew drive:drove earn edit educate effect eliminate embed*
empower enable encourage engage engineer enhance enlarge enrich ensure establish estimate evaluate examine
exceed execute expand expedite experiment explain explore expose extend extract facilitate field file
finalize find:found fix focus forecast:forecast formalize formulate foster found gain gather generate
give:gave govern grade greet grow:grew guide handle harmonize head help hire host identify illustrate
implement import improve increase influence inform initiate innovate inspect inspire install institute
instruct integrate interpret interview introduce invent investigate issue join judge justify keep:kept
launch lead:led learn lecture leverage liaise lift limit listen localize lower maintain make:made manage
map* market master maximize measure mediate meet:met mentor merge migrate minimize mobilize model moderate
modernize modify monitor motivate navigate negotiate nurture observe obtain onboard open operate optimize
orchestrate order organize originate outline outperform overhaul oversee:oversaw own partner perform
persuade pilot pinpoint pioneer plan* perfect pitch position predict prepare present preserve prevent
prioritize process procure produce program* project promote propose protect prototype provide publish
purchase pursue qualify quantify raise rank reach read:read rebuild:rebuilt receive recommend reconcile
record recruit redesign reduce re-engineer refactor refer* refine reform regulate rehabilitate reinforce
release remodel render renew renovate reorganize repair replace report represent research resolve
respond restore restructure retain retrieve revamp review revise revitalize reward rewrite:rewrote route
run:ran safeguard save scale schedule screen script secure select sell:sold serve service set:set settle
shape share ship* shorten showcase simplify solve sort source spearhead specify speak:spoke sponsor
stabilize staff standardize steer stimulate streamline strengthen structure study submit* succeed suggest
summarize supervise supply support survey sustain synthesize systematize tackle tailor take:took target
teach:taught test tighten track train transcribe transfer* transform translate transition travel treat
triage triple troubleshoot tutor uncover undertake:undertook unify unite update upgrade use utilize
validate value verify visualize volunteer welcome widen win:won write:wrote
bake clean cook count deposit drive:drove fold greet label load mop pack paint prep* recruit restock
serve stock sweep:swept type unload wash work wrap* answer assist book contact email phone post
sign stage store tidy`;

export type VerbForm = "base" | "past" | "gerund" | "third";

export interface VerbForms {
  base: string;
  past: string;
  gerund: string;
  third: string;
}

const CONSONANT_Y = /[^aeiou]y$/;

function pastOf(base: string, double: boolean): string {
  if (double) return `${base}${base.at(-1)}ed`;
  if (base.endsWith("e")) return `${base}d`;
  if (CONSONANT_Y.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function gerundOf(base: string, double: boolean): string {
  if (double) return `${base}${base.at(-1)}ing`;
  if (base.endsWith("ie")) return `${base.slice(0, -2)}ying`;
  if (base.endsWith("e") && !/(ee|ye|oe)$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

function thirdOf(base: string): string {
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (CONSONANT_Y.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

// run/set/cut/win/begin double their consonant before -ing although their past is irregular.
const DOUBLE_GERUND = new Set([
  "run",
  "set",
  "cut",
  "win",
  "begin",
  "plan",
  "ship",
  "map",
  "commit",
  "control",
]);

const FORMS = new Map<string, VerbForms>();
/** Every form of every verb -> its lemma and which form it is (the first reading wins). */
const READINGS = new Map<string, { lemma: string; form: VerbForm }>();

// British spellings of every -ize verb ("organise", "prioritise") read the same way.
const ENTRIES = VERBS.split(/\s+/).filter(Boolean);
for (const entry of [...ENTRIES]) if (entry.endsWith("ize")) ENTRIES.push(`${entry.slice(0, -3)}ise`);

for (const entry of ENTRIES) {
  const double = entry.endsWith("*");
  const [base = "", irregular] = entry.replace("*", "").split(":");
  const forms: VerbForms = {
    base,
    past: irregular ?? pastOf(base, double),
    gerund: gerundOf(base, double || DOUBLE_GERUND.has(base)),
    third: thirdOf(base),
  };
  FORMS.set(base, forms);
}
// Pasts are registered first so that a word that is two forms ("found": find's past and a
// base) reads as a past: "Found bugs" is far more common on a resume than "Found a company".
for (const form of ["past", "base", "gerund", "third"] as const) {
  for (const [lemma, forms] of FORMS) {
    if (!READINGS.has(forms[form])) READINGS.set(forms[form], { lemma, form });
  }
}

/** The lemma and form of a word when it is one of our action verbs ("built" -> build, past). */
export function readVerb(word: string): { lemma: string; form: VerbForm } | undefined {
  return READINGS.get(word.toLowerCase());
}

export function verbForms(lemma: string): VerbForms | undefined {
  return FORMS.get(lemma);
}

/** Whether a word is any form of an action verb we know. */
export function isActionVerb(word: string): boolean {
  return READINGS.has(word.toLowerCase());
}

/** The number of verbs the lexicon knows (for tests and documentation). */
export const ACTION_VERB_COUNT = FORMS.size;
