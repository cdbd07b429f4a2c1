import type { Intent } from "./types.ts";

// Intents about the job itself and the people in it: being fed up, not heard, fired, paid,
// overloaded, managed or worked with badly (intents.ts matches them).

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

export const JOB_AND_PEOPLE_INTENTS: readonly Intent[] = [
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
];
