// What a job seeker means, found by telling words anywhere in the phrase ("my boss fired me
// yesterday" -> fired), for phrases the bank does not hold word for word. Triggers are lower-case
// words in a row, as spelled out (contractions expanded, apostrophes gone); a trailing "*" matches
// any ending ("micromanag*"). With `about`, one of those words must appear too. The alternatives
// state nothing the phrase does not: no reasons, numbers or dates.

export interface Intent {
  label: string;
  triggers: readonly string[];
  /** Words that carry the intent only as the whole phrase: "fired" alone, not "they fired Sam". */
  alone?: readonly string[];
  about?: readonly string[];
  alternatives: readonly string[];
}

const PEOPLE_INSULTS = [
  "idiot",
  "moron",
  "jerk",
  "incompetent",
  "clown",
  "useless",
  "terrible",
  "awful",
  "worst",
  "stupid",
  "dumb",
  "hate",
  "lazy",
  "annoying",
  "slacker",
  "slacking",
];

export const INTENTS: readonly Intent[] = [
  {
    label: "fed up",
    triggers: ["fuck this", "screw this", "fuck it", "screw it", "fml", "i give up", "this is too much"],
    alternatives: [
      "I'm finding this frustrating and need a moment to regroup.",
      "This has been a real challenge; let me step back and reassess.",
      "I'd like to try a different approach to this.",
    ],
  },
  {
    label: "hostile question",
    triggers: [
      "what is wrong with you",
      "what is your problem",
      "whats wrong with you",
      "whats your problem",
    ],
    alternatives: [
      "Is everything alright? I'd like to understand what happened.",
      "Could we talk about what's going on?",
      "Help me understand your perspective on this.",
    ],
  },
  {
    label: "not heard",
    triggers: ["nobody cares", "no one cares", "nobody listens", "no one listens", "nobody ever listens"],
    alternatives: [
      "I'd like to make sure this gets the attention it needs.",
      "I feel this hasn't had much attention yet; could we discuss it?",
      "Could we find time to look at this together?",
    ],
  },
  {
    label: "credit taken",
    triggers: [
      "taking credit",
      "takes credit",
      "took credit",
      "take credit",
      "stole my idea",
      "steals my ideas",
      "stealing my ideas",
    ],
    alternatives: [
      "I'd like to make sure my contributions are visible.",
      "Could we clarify who worked on which parts of this?",
      "I'd appreciate recognition for my part of this work.",
    ],
  },
  {
    label: "fired",
    // Said of the speaker only: the alternatives say "I", and "they fired Sam" is not about them.
    triggers: [
      "i was fired",
      "i got fired",
      "i was canned",
      "i got canned",
      "i was sacked",
      "i got sacked",
      "fired me",
      "canned me",
      "sacked me",
      "let me go",
      "i was let go",
      "i got let go",
      "i was terminated",
      "i got the boot",
    ],
    alone: ["fired", "canned", "sacked", "terminated"],
    alternatives: [
      "I was let go from my previous position.",
      "My previous role came to an end, and I'm focused on what comes next.",
      "My employment there ended, and I'm ready for my next opportunity.",
    ],
  },
  {
    label: "laid off",
    triggers: ["laid off", "layoff*", "redundan*", "job cuts"],
    alternatives: [
      "The team went through a round of layoffs.",
      "The company reduced the size of the team.",
      "There have been some job cuts on the team.",
    ],
  },
  {
    label: "pay",
    // "they never pay on time" is not about the speaker's salary: "pay" counts only as theirs.
    triggers: [
      "money",
      "salary",
      "my pay",
      "pay me",
      "pay rise",
      "pay raise",
      "paid enough",
      "get paid",
      "am paid",
      "underpaid",
      "a raise",
      "wage",
      "wages",
      "compensation",
    ],
    alternatives: [
      "I'd like to discuss my compensation.",
      "Could we review my salary?",
      "I'd like to talk about whether my pay reflects my responsibilities.",
    ],
  },
  {
    label: "time off",
    triggers: ["day off", "days off", "time off", "vacation", "holiday", "pto", "sick day"],
    alternatives: [
      "Would it be possible to take a day off?",
      "I'd like to request some time off.",
      "Could I book some leave?",
    ],
  },
  {
    label: "remote work",
    triggers: ["work from home", "working from home", "wfh", "remote", "remotely"],
    alternatives: [
      "Would it be possible to work from home on some days?",
      "Could we discuss a remote working arrangement?",
      "I'd like to explore working from home.",
    ],
  },
  {
    label: "workload",
    triggers: [
      "everyone elses work",
      "everybody elses work",
      "too much work",
      "overloaded",
      "workload",
      "doing all the work",
      "do all the work",
      "picking up the slack",
    ],
    alternatives: [
      "I'd like to discuss how work is shared across the team.",
      "My workload has grown, and I'd like to review my responsibilities.",
      "Could we look at how tasks are distributed?",
    ],
  },
  {
    label: "struggling",
    triggers: [
      "cannot do this anymore",
      "can not do this anymore",
      "cannot take it",
      "burnt out",
      "burned out",
      "exhausted",
      "at my limit",
      "breaking point",
      "cannot cope",
      "drowning",
    ],
    alternatives: [
      "I'm finding the current pace hard to sustain.",
      "I'd appreciate some support with my workload.",
      "I'm facing some real challenges right now and would value a conversation about them.",
    ],
  },
  {
    label: "micromanaged",
    triggers: ["micromanag*", "breathing down my neck", "checks everything"],
    alternatives: [
      "I'd work best with a little more autonomy from my manager.",
      "Could my manager and I agree on how often to check in?",
      "I'd appreciate more room to manage my own work.",
    ],
  },
  {
    label: "difficult manager",
    triggers: PEOPLE_INSULTS,
    about: ["boss", "manager", "supervisor"],
    alternatives: [
      "I've found it challenging to work with my manager.",
      "My manager and I have different working styles.",
      "I'd like to improve how my manager and I work together.",
    ],
  },
  {
    label: "difficult colleague",
    triggers: PEOPLE_INSULTS,
    about: ["coworker", "coworkers", "co-worker", "colleague", "colleagues", "teammate"],
    alternatives: [
      "I'd like to talk about how my colleague and I share our tasks.",
      "I have some concerns about how work is divided with my colleague.",
      "I've found it challenging to work with a colleague.",
    ],
  },
  {
    label: "difficult client",
    triggers: ["pain", "difficult", "annoying", "nightmare", "idiot", "rude", "crazy", "impossible"],
    about: ["client", "clients", "customer", "customers"],
    alternatives: [
      "This client has some demanding expectations.",
      "Working with this client has been challenging.",
      "I'd like to discuss how we manage this client's expectations.",
    ],
  },
  {
    label: "unproductive meeting",
    triggers: [
      "pointless",
      "useless",
      "waste",
      "boring",
      "could have been an email",
      "unnecessary",
      "no point",
    ],
    about: ["meeting", "meetings"],
    alternatives: [
      "I'm not sure this meeting is the best use of our time.",
      "Could we set a clear agenda so the meeting is as useful as possible?",
      "Could we cover this by email instead of a meeting?",
    ],
  },
  {
    label: "waste of time",
    triggers: ["waste of time", "waste of my time", "pointless", "no point"],
    alternatives: [
      "I'm not sure this is the best use of our time.",
      "Could we focus on our top priorities instead?",
      "I'd like to make sure we spend our time where it matters most.",
    ],
  },
  {
    label: "unrealistic deadline",
    triggers: ["insane", "crazy", "impossible", "unrealistic", "ridiculous", "tight", "nuts"],
    about: ["deadline", "deadlines", "timeline", "due"],
    alternatives: [
      "I'm concerned this deadline may not be realistic.",
      "Could we revisit the timeline?",
      "To do this well, I'd need a little more time; could we discuss the deadline?",
    ],
  },
  {
    label: "no reply",
    triggers: [
      "nobody answering",
      "no one answering",
      "nobody replying",
      "no one replying",
      "not answering",
      "not replying",
      "never replied",
      "never answered",
      "ignoring my",
      "ignoring me",
      "ghosted",
      "nobody responds",
      "no response",
      "no reply",
    ],
    alternatives: [
      "I wanted to follow up on my earlier messages.",
      "I haven't heard back yet; could you let me know where things stand?",
      "Could you share an update when you have a moment?",
    ],
  },
  {
    label: "job search",
    triggers: [
      "i applied",
      "i have applied",
      "i am applying",
      "my applications",
      "applications",
      "i was rejected",
      "i got rejected",
      "rejection*",
      "called me back",
      "call me back",
      "heard back",
    ],
    alternatives: [
      "I've applied to a number of roles and I'm still waiting to hear back.",
      "My job search is taking longer than I'd hoped.",
      "I'm actively applying and keen to find the right fit.",
    ],
  },
  {
    label: "unhappy in the job",
    triggers: [
      "hate my job",
      "hate this job",
      "hate my work",
      "hate this company",
      "hate working here",
      "done with this company",
      "done with this job",
      "done with this place",
      "sick of this job",
      "sick of this company",
      "job sucks",
      "job is boring",
      "boring job",
      "want out",
    ],
    alternatives: [
      "I'm looking for a role that's a better fit for me.",
      "I'm ready for a new challenge.",
      "My current position isn't the right fit for me anymore.",
    ],
  },
  {
    label: "interrupted",
    triggers: [
      "interrupting",
      "interrupt",
      "cutting me off",
      "cut me off",
      "talking over me",
      "let me finish",
    ],
    alternatives: [
      "Could I finish my point first?",
      "I'd like to finish my thought, and then I'd love to hear yours.",
      "Let me finish this point, and then over to you.",
    ],
  },
  {
    label: "too many messages",
    triggers: [
      "stop emailing",
      "stop messaging",
      "stop calling",
      "stop texting",
      "stop pinging",
      "too many emails",
      "so many emails",
    ],
    alternatives: [
      "Could we keep emails on this to a minimum?",
      "Could we gather these points into one message?",
      "Could we agree on the best way to stay in touch about this?",
    ],
  },
  {
    label: "running late",
    triggers: [
      "i am late",
      "be late",
      "i am running late",
      "running behind",
      "i am delayed",
      "i will be late",
    ],
    alone: ["late"],
    alternatives: [
      "I'm running a little late and will be there as soon as I can.",
      "Apologies, I'll be arriving a bit later than planned.",
      "I've been delayed and will arrive shortly.",
    ],
  },
  {
    label: "mistake",
    triggers: [
      "i messed up",
      "i screwed up",
      "i fucked up",
      "i made a mistake",
      "my mistake",
      "my fault",
      "i broke",
    ],
    alternatives: [
      "I made a mistake, and I'm already working on a fix.",
      "That was my error; here's how I'll put it right.",
      "I take responsibility for this and will correct it.",
    ],
  },
  {
    label: "reorganisation",
    triggers: ["reorg", "reorganisation", "reorganization", "restructur*"],
    alternatives: [
      "I'd appreciate more communication about the reorganisation.",
      "Could we get more clarity on how the changes affect us?",
      "I'd like to understand the reasons behind the reorganisation.",
    ],
  },
  {
    label: "confused",
    triggers: [
      "what the hell",
      "what the heck",
      "what the fuck",
      "wtf",
      "what is this",
      "what is going on",
      "what is happening",
    ],
    alternatives: [
      "Could you help me understand what this is?",
      "Could you explain what's happening here?",
      "I'd appreciate some context on this.",
    ],
  },
  {
    label: "your call",
    triggers: ["whatever", "do what you want", "up to you", "i do not care", "dont care"],
    alternatives: [
      "I'm happy to go with your decision.",
      "It's your call, and I'll support it.",
      "Either option works for me.",
    ],
  },
  {
    label: "unfair",
    triggers: ["bullshit", "bs", "unfair", "not fair"],
    alternatives: [
      "I have some concerns about this.",
      "I don't think this is fair, and I'd like to discuss it.",
      "I see this differently and would like to talk it through.",
    ],
  },
  {
    label: "poor quality",
    triggers: ["garbage", "crap", "crappy", "trash", "shit", "shitty", "junk", "rubbish", "sucks"],
    alternatives: [
      "I think this needs more work before it's ready.",
      "I have some concerns about the quality here.",
      "I'd like to suggest a few improvements.",
    ],
  },
  {
    label: "equipment",
    triggers: ["broken", "not working", "does not work", "crashed", "keeps crashing", "died"],
    about: [
      "printer",
      "laptop",
      "computer",
      "pc",
      "server",
      "software",
      "app",
      "system",
      "wifi",
      "internet",
      "phone",
      "screen",
      "tool",
    ],
    alternatives: [
      "I've run into a technical issue and could use some help.",
      "Could someone take a look at this equipment issue?",
      "I'd like to report a technical problem.",
    ],
  },
  {
    label: "help",
    triggers: ["help me", "need help", "need some help", "i am stuck", "stuck on", "no clue"],
    alone: ["help", "stuck", "sos"],
    alternatives: [
      "Could you help me with this?",
      "I'd appreciate your support on this.",
      "Would you be able to assist me with something?",
    ],
  },
];

function triggerAt(words: readonly string[], at: number, trigger: readonly string[]): boolean {
  return trigger.every((part, n) => {
    const word = words[at + n];
    if (word === undefined) return false;
    return part.endsWith("*") ? word.startsWith(part.slice(0, -1)) : word === part;
  });
}

function mentions(words: readonly string[], phrases: readonly string[]): boolean {
  return phrases.some((phrase) => {
    const parts = phrase.split(" ");
    for (let at = 0; at + parts.length <= words.length; at++) if (triggerAt(words, at, parts)) return true;
    return false;
  });
}

/** The intents a phrase's words (lower case, apostrophes gone) carry, in bank order. */
export function findIntents(words: readonly string[]): Intent[] {
  const whole = words.join(" ");
  return INTENTS.filter(
    (intent) =>
      intent.alone?.includes(whole) ||
      (mentions(words, intent.triggers) && (!intent.about || mentions(words, intent.about))),
  );
}
