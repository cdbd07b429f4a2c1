import { nlp } from "./nlp.ts";

// Action verbs (the lexicon: which words open a resume bullet) and their forms, for putting
// bullets in the right tense. The forms come from compromise's conjugator (a maintained English
// grammar, docs/decisions/012-writing-grammar.md), not from our own spelling rules.

const VERBS = `accelerate accomplish achieve acquire act adapt add address adjust administer adopt advance advise
advocate align allocate analyze analyse answer anticipate apply appoint appraise approve arbitrate arrange
articulate assemble assess assign assist attain audit author authorize automate balance benchmark
begin boost brainstorm bridge bring broaden budget build calculate campaign capture
catalog categorize centralize champion chair change chart check choose clarify classify close coach
code collaborate collect combine commit communicate compile complete compose compute conceive conceptualize
conduct configure consolidate construct consult contribute control convert convince cooperate coordinate
correct correspond counsel craft create critique cultivate curate customize cut debug decide decrease
define delegate deliver demonstrate deploy design detect determine develop devise diagnose direct discover
dispatch distribute document double draft draw drive earn edit educate effect eliminate embed
empower enable encourage engage engineer enhance enlarge enrich ensure establish estimate evaluate examine
exceed execute expand expedite experiment explain explore expose extend extract facilitate field file
finalize find fix focus forecast formalize formulate foster found gain gather generate
give govern grade greet grow guide handle harmonize head help hire host identify illustrate
implement import improve increase influence inform initiate innovate inspect inspire install institute
instruct integrate interpret interview introduce invent investigate issue join judge justify keep
launch lead learn lecture leverage liaise lift limit listen localize lower maintain make manage
map market master maximize measure mediate meet mentor merge migrate minimize mobilize model moderate
modernize modify monitor motivate navigate negotiate nurture observe obtain onboard open operate optimize
orchestrate order organize originate outline outperform overhaul oversee own partner perform
persuade pilot pinpoint pioneer plan perfect pitch position predict prepare present preserve prevent
prioritize process procure produce program project promote propose protect prototype provide publish
purchase pursue qualify quantify raise rank reach read rebuild receive recommend reconcile
record recruit redesign reduce re-engineer refactor refer refine reform regulate rehabilitate reinforce
release remodel render renew renovate reorganize repair replace report represent research resolve
respond restore restructure retain retrieve revamp review revise revitalize reward rewrite route
run safeguard save scale schedule screen script secure select sell serve service set settle
shape share ship shorten showcase simplify solve sort source spearhead specify speak sponsor
stabilize staff standardize steer stimulate streamline strengthen structure study submit succeed suggest
summarize supervise supply support survey sustain synthesize systematize tackle tailor take target
teach test tighten track train transcribe transfer transform translate transition travel treat
triage triple troubleshoot tutor uncover undertake unify unite update upgrade use utilize
validate value verify visualize volunteer welcome widen win write
bake clean cook count deposit drive fold greet label load mop pack paint prep recruit restock
serve stock sweep type unload wash work wrap answer assist book contact email phone post
sign stage store tidy pull`;

export type VerbForm = "base" | "past" | "gerund" | "third";

export interface VerbForms {
  base: string;
  past: string;
  gerund: string;
  third: string;
}

// Where compromise 14 conjugates an American resume verb wrongly ("budget" -> "budget",
// "mentor" -> "mentor", "prep" -> "preping") or the British way ("counselled").
const CORRECTIONS: Record<string, Partial<VerbForms>> = {
  budget: { past: "budgeted" },
  catalog: { past: "cataloged" },
  counsel: { past: "counseled", gerund: "counseling" },
  label: { gerund: "labeling" },
  mentor: { past: "mentored" },
  mop: { past: "mopped", gerund: "mopping" },
  prep: { past: "prepped", gerund: "prepping" },
  program: { past: "programmed", gerund: "programming" },
  remodel: { past: "remodeled" },
  travel: { past: "traveled", gerund: "traveling" },
  tutor: { past: "tutored" },
};

interface Conjugation {
  Infinitive?: string;
  PastTense?: string;
  Gerund?: string;
  PresentTense?: string;
  Participle?: string;
}
// compromise's own conjugator, without tagging a sentence: the documented plugin surface
// (nlp.world().methods) that `.verbs().conjugate()` itself calls.
// Read when first needed: nlp loads compromise on first use (nlp.ts).
const world = () =>
  nlp.world() as {
    methods: {
      two: {
        transform: {
          verb: {
            conjugate: (verb: string, model: unknown) => Conjugation;
            toInfinitive: (verb: string, model: unknown, tense: string) => string;
          };
        };
      };
    };
    model: unknown;
  };

const TENSE_NAMES: Record<VerbForm, string> = {
  base: "Infinitive",
  past: "PastTense",
  gerund: "Gerund",
  third: "PresentTense",
};

/** The lemma of a verb the lexicon lacks, by compromise ("precepted" -> "precept"). */
export function infinitiveOf(word: string, form: VerbForm): string {
  if (form === "base") return word.toLowerCase();
  return (
    world().methods.two.transform.verb.toInfinitive(word.toLowerCase(), world().model, TENSE_NAMES[form]) ||
    word
  );
}

/**
 * "written", "taken", "shown": a past participle that is not also the simple past ("wrote",
 * "took"). Opening a clause it says what was done to a thing, never what the person did.
 */
export function isParticipleOnly(word: string): boolean {
  const lower = word.toLowerCase();
  const lemma = world().methods.two.transform.verb.toInfinitive(lower, world().model, "Participle");
  if (!lemma || lemma === lower) return false;
  const forms = world().methods.two.transform.verb.conjugate(lemma, world().model);
  return forms.Participle === lower && forms.PastTense !== lower;
}

/** Every form of `lemma` ("lead" -> led, leading, leads). */
export function conjugate(lemma: string): VerbForms {
  const forms = world().methods.two.transform.verb.conjugate(lemma, world().model);
  return {
    base: lemma,
    past: forms.PastTense ?? `${lemma}ed`,
    gerund: forms.Gerund ?? `${lemma}ing`,
    third: forms.PresentTense ?? `${lemma}s`,
    ...CORRECTIONS[lemma],
  };
}

const FORMS = new Map<string, VerbForms>();
/** Every form of every verb -> its lemma and which form it is (the first reading wins). */
const READINGS = new Map<string, { lemma: string; form: VerbForm }>();

// British spellings of every -ize verb ("organise", "prioritise") read the same way.
const ENTRIES = VERBS.split(/\s+/).filter(Boolean);
for (const entry of [...ENTRIES]) if (entry.endsWith("ize")) ENTRIES.push(`${entry.slice(0, -3)}ise`);
for (const lemma of ENTRIES) FORMS.set(lemma, conjugate(lemma));

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
