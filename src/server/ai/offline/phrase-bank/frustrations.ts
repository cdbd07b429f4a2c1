import type { PhraseEntry } from "./types.ts";

// Frustration at work and in a job search, said bluntly: the phrases people most want to soften.

export const FRUSTRATIONS: PhraseEntry[] = [
  [
    "I'm underpaid",
    [
      "I'd like to discuss whether my pay reflects my responsibilities.",
      "Could we review my compensation?",
      "I'd like to talk about my salary.",
    ],
  ],
  [
    "I need a raise",
    [
      "I'd like to discuss a salary review.",
      "Could we talk about my compensation?",
      "I'd like to ask about the possibility of a raise.",
    ],
  ],
  [
    "my boss hates me",
    [
      "I'd like to improve my working relationship with my manager.",
      "I sense some tension with my manager and would like to address it.",
      "Could my manager and I find time to talk about how we work together?",
    ],
  ],
  [
    "I hate my boss",
    [
      "I've found it challenging to work with my manager.",
      "My manager and I have different working styles.",
      "I'd like to improve how my manager and I work together.",
    ],
  ],
  [
    "my coworkers are annoying",
    [
      "I'm finding some team dynamics challenging.",
      "I'd like to improve how our team works together.",
      "Some of my colleagues and I work quite differently.",
    ],
  ],
  [
    "this is pointless",
    [
      "I'm not sure this is the best use of our time.",
      "Could we check that this still serves our goals?",
      "I'd like to understand the purpose behind this.",
    ],
  ],
  [
    "shut up",
    [
      "Could I finish my point first?",
      "Let's take turns so everyone can be heard.",
      "I'd like to pause here for a moment.",
    ],
  ],
  [
    "mind your own business",
    [
      "I'd prefer to handle this myself.",
      "Thanks for your concern; I have this under control.",
      "I'd rather keep this between the people involved.",
    ],
  ],
  [
    "that's stupid",
    [
      "I'm not sure that's the right approach.",
      "I have some concerns about that.",
      "Could we look at a few other options?",
    ],
  ],
  [
    "you're an idiot",
    [
      "I think we see this very differently.",
      "I'm having trouble following your reasoning; could you explain?",
      "Let's take a step back and look at the facts together.",
    ],
  ],
  [
    "I don't care what you think",
    [
      "I've considered your view, and I'd like to go ahead with my plan.",
      "I appreciate the input, but I've made my decision.",
      "I understand your perspective; I see this differently.",
    ],
  ],
  [
    "are you serious",
    [
      "Could you help me understand the reasoning behind this?",
      "That surprises me; could you tell me more?",
      "I didn't expect that; could we talk it through?",
    ],
  ],
  [
    "nobody told me",
    [
      "I don't think I received that information.",
      "Could you keep me in the loop on this going forward?",
      "I wasn't aware of this; could you fill me in?",
    ],
  ],
  [
    "that's above my pay grade",
    [
      "That decision sits with someone more senior; let me find the right person.",
      "I'm not the right person to approve that, but I can pass it on.",
      "That's outside my authority; let me escalate it.",
    ],
  ],
  [
    "I'm sick of this",
    [
      "I'm finding this situation frustrating and would like to resolve it.",
      "This has been a challenge for me, and I'd like to find a way forward.",
      "I'd like to talk about how we can improve this.",
    ],
  ],
  [
    "I'm done",
    ["I've finished my part of this.", "I've completed what I can on this.", "I'm ready to hand this over."],
  ],
  [
    "I need a break",
    [
      "I'd like to take a short break.",
      "Could we pause for a few minutes?",
      "I'll step away briefly and come back refreshed.",
    ],
  ],
  [
    "I overslept",
    [
      "I'm running late; I apologise.",
      "I'm sorry for the late start.",
      "I'm on my way and will be in shortly.",
    ],
  ],
  [
    "my kid is sick",
    [
      "My child is unwell, so I need to look after them.",
      "I have a family matter to attend to.",
      "My child is unwell and needs me at home.",
    ],
  ],
  [
    "I'm not paid enough for this",
    [
      "This goes beyond my current role, so I'd like to discuss my responsibilities.",
      "If this is part of my job now, could we review my compensation?",
      "I'd like to talk about how this fits with my role and pay.",
    ],
  ],
  [
    "the recruiter never called back",
    [
      "I haven't heard back from the recruiter yet.",
      "I'm following up with the recruiter about next steps.",
      "I'm still waiting on an update from the recruiter.",
    ],
  ],
  [
    "they rejected me",
    [
      "I wasn't selected this time.",
      "The company chose another candidate.",
      "That application didn't move forward.",
    ],
  ],
  [
    "I didn't get the job",
    [
      "I wasn't selected for that role.",
      "The company went with another candidate.",
      "That opportunity didn't work out this time.",
    ],
  ],
  [
    "I'm unemployed",
    [
      "I'm currently between roles.",
      "I'm actively looking for my next position.",
      "I'm available to start a new role.",
    ],
  ],
  [
    "I've been job hunting forever",
    [
      "My job search is taking longer than I'd hoped.",
      "I've been actively looking for my next role for a while.",
      "I'm continuing my search for the right position.",
    ],
  ],
  [
    "this company is a joke",
    [
      "I have some concerns about how the company is run.",
      "This company isn't the right fit for me.",
      "I'm not confident in the company's current direction.",
    ],
  ],
  [
    "I'm not your secretary",
    [
      "That task falls outside my role; could we find the right person for it?",
      "I'm happy to help where I can, but this isn't part of my responsibilities.",
      "Could we agree on who should handle tasks like this?",
    ],
  ],
  [
    "stop wasting my time",
    [
      "I'd like to make sure we use our time well.",
      "Could we focus on the key points?",
      "Could we get to the main decision we need to make?",
    ],
  ],
  [
    "I don't have time for this",
    [
      "I don't have the capacity for this right now.",
      "Could we schedule this for later in the week?",
      "My schedule is full at the moment; could someone else help?",
    ],
  ],
  [
    "that's not how we do things here",
    [
      "Our usual process is a little different; let me walk you through it.",
      "Here's how we typically approach this.",
      "Let me share how the team usually handles this.",
    ],
  ],
];
