import { trimEndChars } from "../../../shared/linear-text.ts";
import { nlp } from "../language/nlp.ts";
import { gerundOf, lemmaOf, participleOf, pastOf, thirdPersonOf } from "./phrase-verbs.ts";
import { joinWords, type Softened, splitWords } from "./soften-tone.ts";

// Professional frames around a softened phrase: requests made polite ("give me a day off" ->
// "Would it be possible to have a day off?"), refusals made gentle, judgements turned into
// concerns ("I'm not sure this meeting is the best use of our time."). Grammar by compromise.

const PRO_FORMS = new Set(["this", "that", "it", "anything"]);
const LEADING_WORDS = new Set(["no", "ok", "okay", "well", "look", "listen", "honestly", "sorry"]);
const REQUEST_VERBS = new Set(["give", "send", "get", "bring", "show", "tell", "email", "forward", "lend"]);
const HAVE_VERBS = new Set(["give", "send", "get", "bring", "forward", "lend"]);
const ASKING = new Set(["can", "could", "will", "would"]);
const WANTING = new Set(["need", "want"]);
const NOT_ORDERS = new Set(["please", "let", "do"]);
const WH_WORDS = new Set(["what", "why", "how", "when", "where", "who", "which"]);
const AUXILIARIES = new Set(
  "is are was were do does did can could will would should has have had am".split(" "),
);

function words(text: string): string[] {
  return splitWords(text).map((word) => word.toLowerCase());
}

function rest(text: string, from: number): string {
  return joinWords(splitWords(text).slice(from));
}

/** "send it now" -> "send it as soon as you can": urgency stays, the order goes. */
function calmUrgency(text: string): string {
  const tokens = splitWords(text);
  const lower = tokens.map((token) => token.toLowerCase());
  if (lower.at(-2) === "right" && lower.at(-1) === "now") tokens.splice(-2, 2, "as soon as you can");
  else if (lower.at(-1) === "now" || lower.at(-1) === "immediately")
    tokens.splice(-1, 1, "as soon as you can");
  return joinWords(tokens);
}

/** Polite versions of a request, refusal or order; empty when the phrase is none of these. */
export function requestFrames(softened: string): string[] {
  const text = calmUrgency(softened);
  const w = words(text);
  const [first = "", second = "", third = "", fourth = ""] = w;
  // "no, I'm not doing the on-call again": the opening word and its comma are no part of the request.
  if (LEADING_WORDS.has(first) && second === ",") return requestFrames(rest(text, 2));
  if (
    (first === "i" || first === "we") &&
    second === "do" &&
    third === "not" &&
    WANTING.has(fourth) &&
    w[4] === "to"
  ) {
    const action = rest(text, 5);
    const me = first === "i" ? "me" : "us";
    return [
      `Would it be possible for ${me} not to ${action}?`,
      `${first === "i" ? "I'd" : "We'd"} rather not ${action}, if that works for you.`,
      `${first === "i" ? "I'd" : "We'd"} prefer not to ${action}; could we discuss it?`,
    ];
  }
  if ((first === "i" || first === "we") && WANTING.has(second)) {
    if (third === "you" && fourth === "to") {
      const action = rest(text, 4);
      return [
        `Could you please ${action}?`,
        `Would you be able to ${action}?`,
        `I'd appreciate it if you could ${action}.`,
      ];
    }
    const me = first === "i" ? "me" : "us";
    if (third === "to") {
      const action = rest(text, 3);
      return [
        `Would it be possible for ${me} to ${action}?`,
        `Could ${first === "i" ? "I" : "we"} ${action}?`,
        `${first === "i" ? "I'd" : "We'd"} like to ${action}, if that works for you.`,
      ];
    }
    const thing = rest(text, 2);
    const [can, grateful] = first === "i" ? ["I", "I'd"] : ["we", "We'd"];
    return [
      `Could ${can} have ${thing}?`,
      `Would it be possible to get ${thing}?`,
      `${grateful} be grateful for ${thing}.`,
    ];
  }
  if (REQUEST_VERBS.has(first) && second === "me" && w.length > 2) {
    const thing = rest(text, 2);
    // "Give me" is the demand itself: ask to have the thing instead.
    if (first === "give" || first === "get")
      return [
        `Could I have ${thing}?`,
        `Would it be possible to have ${thing}?`,
        `I'd be grateful for ${thing}.`,
      ];
    const frames = [`Could you please ${text}?`, `When you have a moment, could you ${text}?`];
    if (HAVE_VERBS.has(first)) frames.splice(1, 0, `Would it be possible to have ${thing}?`);
    return frames;
  }
  if (ASKING.has(first) && second === "you" && w.length > 2) {
    const from = w[2] === "please" ? 3 : 2;
    if (w[from] === "stop") return requestFrames(rest(text, from));
    const action = rest(text, from);
    return [
      `Could you please ${action}?`,
      `Would you be able to ${action}?`,
      `When you have a moment, could you ${action}?`,
    ];
  }
  if (first === "stop" && second.endsWith("ing")) {
    const action = rest(text, 1);
    return [`Could you please hold off on ${action}?`, `Would you mind not ${action} for now?`];
  }
  if (first === "hurry" && second === "up") {
    const thing = rest(text, third === "with" || third === "on" ? 3 : 2) || "this";
    return [
      `Could you prioritise ${thing}?`,
      `Is there an update on ${thing}?`,
      `When do you expect ${thing} to be ready?`,
    ];
  }
  // "I can't finish the report by Monday": what cannot be done, said with regret, in the same
  // present tense ("unable", never "won't be able", which would move it to the future).
  // ("I can't do this anymore" names nothing to decline: "do this" is struggling, left to the intents.)
  const vague = third === "do" && PRO_FORMS.has(fourth);
  if ((first === "i" || first === "we") && second === "cannot" && w.length > 2 && !vague) {
    const action = rest(text, 2);
    const [am, me] = first === "i" ? ["I'm", "I'm"] : ["we're", "we're"];
    return [
      `Unfortunately, ${am} unable to ${action}.`,
      `I'm afraid ${me} not able to ${action}.`,
      `I'm sorry, but ${am} unable to ${action}.`,
    ];
  }
  const refusal = refusalAction(w);
  if (refusal !== undefined) {
    const tokens = splitWords(text).slice(refusal);
    const [verb = "", ...others] = tokens;
    const action = joinWords([lemmaOf(verb), ...others]);
    return [
      `I'm afraid I won't be able to ${action}.`,
      `Unfortunately, I'm not available to ${action}.`,
      `I'd prefer not to ${action}; could we find another option?`,
    ];
  }
  const tags = new Set<string>(nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []);
  // "do what you want" is not an order to make polite: "do" alone says too little.
  if (tags.has("Imperative") && !NOT_ORDERS.has(first) && w.length > 1) {
    const others = rest(text, 1);
    return [
      `Could you please ${text}?`,
      `Would you mind ${gerundOf(first)} ${others}?`,
      `I'd appreciate it if you could ${text}.`,
    ];
  }
  return [];
}

/**
 * Where the refused action starts in "no way (am I) working this weekend", "I'm not doing that",
 * "I won't do that", "I refuse to do that"; undefined for anything else.
 */
function refusalAction(w: readonly string[]): number | undefined {
  let at: number | undefined;
  if (w[0] === "no" && w[1] === "way") {
    at = 2;
    if ((w[at] === "am" || w[at] === "will") && w[at + 1] === "i") at += 2;
    else if (w[at] === "i" && (w[at + 1] === "am" || w[at + 1] === "will")) at += 2;
    else if (w[at] === "i") at += 1;
  } else if (w[0] === "i" && w[2] === "not" && (w[1] === "am" || w[1] === "will")) {
    at = w[3] === "going" && w[4] === "to" ? 5 : 3;
    // "I am not sure" is doubt, not refusal: only a verb ("doing", "do") refuses.
    if (w[1] === "am" && at === 3 && !(w[3] ?? "").endsWith("ing")) return undefined;
  } else if (w[0] === "i" && w[1] === "refuse" && w[2] === "to") at = 3;
  // "I won't be able to cover the shift": what is refused is "cover the shift".
  if (at !== undefined && w[at] === "be" && w[at + 1] === "able" && w[at + 2] === "to") at += 3;
  // A refusal names what is refused ("I'm not doing that"): "I'm not quitting" says the speaker stays.
  return at !== undefined && at + 1 < w.length ? at : undefined;
}

/**
 * "you never told me about the meeting" blames; said from the speaker's side it informs:
 * "I don't think I was told about the meeting." Empty for any other phrase.
 */
export function blameFrames(softened: string): string[] {
  const w = words(softened);
  const verbAt = w[1] === "never" ? 2 : w[1] === "did" && w[2] === "not" ? 3 : -1;
  if (w[0] !== "you" || verbAt < 0 || w[verbAt + 1] !== "me") return [];
  const done = participleOf(w[verbAt] ?? "");
  const after = rest(softened, verbAt + 2);
  const what = after ? ` ${after}` : "";
  return [
    `I don't think I was ${done}${what}.`,
    `I may have missed it, but I don't believe I was ${done}${what}.`,
    `Could you make sure I'm ${done}${what} in future?`,
  ];
}

const GREETINGS = new Set(["hello", "hi", "hey", "morning", "afternoon", "evening"]);
const QUESTION_SUBJECTS = new Set(
  "you i we they he she it the this that my your our these those there".split(" "),
);

/** "hello everyone, the server is down" -> ["hello everyone", "the server is down"]. */
function splitGreeting(text: string): [greeting: string, body: string] {
  const tokens = splitWords(text);
  const comma = tokens.indexOf(",");
  if (comma < 1 || comma > 3 || !GREETINGS.has((tokens[0] ?? "").toLowerCase())) return ["", text];
  return [joinWords(tokens.slice(0, comma)), joinWords(tokens.slice(comma + 1))];
}

const INTERJECTIONS = new Set(["sorry", "thanks", "oops", "ok", "okay", "yes", "well", "apologies", "no"]);
/** "sorry, …", "my apologies, …": a sentence no preamble can lead into ("I wanted to mention that sorry"). */
export function opensWithInterjection(text: string): boolean {
  const [first = "", second = ""] = words(text);
  return INTERJECTIONS.has(first) || (first === "my" && second === "apologies");
}

const BE_QUESTIONS = new Set(["is", "are", "was", "were"]);
const PRONOUNS = new Set(["i", "you", "we", "they", "he", "she", "it", "this", "that"]);

/**
 * A wh-question as it reads inside a sentence, by compromise for the verb: "why did you change
 * my code" -> "why you changed my code"; "why are you leaving" -> "why you are leaving". Only a
 * pronoun subject is reordered; anything else gives "".
 */
function reorderQuestion(text: string): string {
  const tokens = splitWords(text);
  const [wh = "", aux = "", subject = "", verb = "", ...others] = tokens;
  if (!PRONOUNS.has(subject.toLowerCase())) return "";
  const who = subject.toLowerCase() === "i" ? "I" : subject.toLowerCase();
  const auxiliary = aux.toLowerCase();
  if (auxiliary === "did" || auxiliary === "do" || auxiliary === "does") {
    if (!verb) return "";
    const form = auxiliary === "did" ? pastOf(verb) : auxiliary === "does" ? thirdPersonOf(verb) : verb;
    return joinWords([wh, who, form, ...others]);
  }
  return joinWords([wh, who, auxiliary, verb, ...others]);
}

/**
 * "is the report ready" -> "Could you let me know whether the report is ready?": the subject
 * (found by compromise) goes before its "is". Only "be" questions are reordered.
 */
function yesNoFrames(text: string): string[] {
  const tokens = splitWords(text);
  const [aux = "", ...others] = tokens;
  const body = joinWords(others);
  const subject = trimEndChars(nlp(body).match("^#Determiner? #Noun+").first().text(), ".,!?;:");
  if (
    !BE_QUESTIONS.has(aux.toLowerCase()) ||
    !subject ||
    !body.toLowerCase().startsWith(subject.toLowerCase())
  )
    return [`${text}?`];
  const after = body.slice(subject.length).trim();
  const statement = joinWords([subject, aux.toLowerCase(), after]);
  // (Not "Do you know whether": polish-phrase.ts drops "you know" as filler.)
  const frames = [`${text}?`, `Could you let me know whether ${statement}?`];
  if (subject.toLowerCase() !== "you") frames.push(`Could you check whether ${statement}?`);
  return frames;
}

/** Frames for a statement or question; `softened` has its tone words swapped already. */
export function statementFrames(softened: Softened): string[] {
  const [greeting, text] = splitGreeting(softened.text);
  if (!greeting) return bodyFrames(text, softened.judgement);
  // "Hello everyone, I wanted to flag that …": the greeting stays in front of the frame.
  const lowerFirst = (frame: string) =>
    frame.startsWith("I ") || frame.startsWith("I'") ? frame : frame.charAt(0).toLowerCase() + frame.slice(1);
  return bodyFrames(text, softened.judgement).map((frame) => `${greeting}, ${lowerFirst(frame)}`);
}

/**
 * What a concern is about: the thing judged, or for a judgement of "you" what it was about
 * ("you're wrong about the budget numbers" -> "the budget numbers"): a concern about a person is no
 * way to say it, and "this" alone loses the subject.
 */
function concernOf(subject: string, rest: string): string {
  if (!subject.toLowerCase().startsWith("you")) return subject;
  const [preposition = "", ...others] = splitWords(rest);
  return ["about", "on", "with", "regarding"].includes(preposition.toLowerCase()) && others.length
    ? joinWords(others)
    : "this";
}

function bodyFrames(text: string, judgement: Softened["judgement"]): string[] {
  const w = words(text);
  // A fragment ("this" once "fuck" is gone) is no sentence to frame.
  if (!nlp(text).has("#Verb")) return [];
  if (judgement) {
    const subject = judgement.subject || "this";
    const be = judgement.be.replace(" being", "");
    const isI = subject.toLowerCase() === "i";
    if (judgement.plain) return [`${text}.`, `I wanted to flag that ${text}.`];
    // The words after the judgement stay: "I'm not sure you are correct about the budget numbers.",
    // and so does a clause after a comma: "…, they missed 4 deliveries."
    const rest = judgement.rest ?? "";
    const after = !rest || /^[;:]/.test(rest) ? "" : rest.startsWith(",") ? rest : ` ${rest}`;
    const about = concernOf(subject, rest);
    const concern = `I have some concerns about ${about}${about === subject && after.startsWith(",") ? after : ""}.`;
    if (!judgement.is) return isI ? [`${text}.`] : [`${text}.`, concern];
    const frames = [`${text}.`, `I'm not sure ${subject} ${be} ${judgement.is}${after}.`];
    if (!isI) frames.push(concern);
    frames.push(`Could we look again at whether ${subject} ${be} ${judgement.is}${after}?`);
    return frames;
  }
  if (WH_WORDS.has(w[0] ?? "")) {
    const question = `${text}?`;
    // "what happened to the server" needs no reordering to follow "Could you help me understand".
    const embedded = AUXILIARIES.has(w[1] ?? "") ? reorderQuestion(text) : text;
    if (embedded)
      return [question, `Could you help me understand ${embedded}?`, `Could you tell me ${embedded}?`];
    return [question, `I have a question: ${question}`];
  }
  if (AUXILIARIES.has(w[0] ?? "") && QUESTION_SUBJECTS.has(w[1] ?? "")) return yesNoFrames(text);
  // "sorry, I was late" opens with a word that is no subject: "I wanted to flag that sorry …" is not English.
  if (opensWithInterjection(text)) return [`${text}.`];
  // An order we cannot make polite ("do what you want") is better left to the intents.
  const tags = new Set<string>(nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []);
  if (tags.has("Imperative") || AUXILIARIES.has(w[0] ?? "")) return [];
  // ("I wanted to let you know" would lose "you know" to the filler rule in polish-phrase.ts.)
  if (w[0] === "i") return [`${text}.`, `I wanted to mention that ${text}.`];
  return [`${text}.`, `I wanted to flag that ${text}.`, `It seems to me that ${text}.`];
}

/** Last resort, when nothing else fits: ask to talk about the phrase's main thing. */
export function discussionFrames(softened: string): string[] {
  const w = words(softened);
  if (WH_WORDS.has(w[0] ?? "") || (AUXILIARIES.has(w[0] ?? "") && QUESTION_SUBJECTS.has(w[1] ?? ""))) {
    return [
      "Could you walk me through this?",
      "I'd appreciate your guidance on this.",
      "Could you help me with a question?",
    ];
  }
  const noun = nlp(softened).nouns().not("#Pronoun").first();
  const topic = trimEndChars(noun.text(), ".,!?;:") || "this";
  return [
    `Could we discuss ${topic}?`,
    `I'd like to share a few thoughts on ${topic}.`,
    `I'd appreciate your thoughts on ${topic}.`,
  ];
}
