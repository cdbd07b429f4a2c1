import type { PhraseEntry } from "./types.ts";

// Frustration, slang and everyday office talk.

export const WORKPLACE_SLANG: PhraseEntry[] = [
  [
    "this is annoying",
    [
      "This is a little frustrating.",
      "This is proving challenging.",
      "I'd like to find a smoother way to handle this.",
    ],
  ],
  [
    "I'm frustrated",
    [
      "I'm finding this challenging.",
      "I'm concerned about how this is going.",
      "I'd like to talk about what isn't working.",
    ],
  ],
  [
    "I'm so mad",
    [
      "I'm very disappointed by this.",
      "I'm concerned and would like to discuss it.",
      "This has upset me, and I'd like to resolve it.",
    ],
  ],
  [
    "this is ridiculous",
    [
      "This seems unreasonable to me.",
      "I'm surprised by this decision.",
      "I'd like to understand the reasoning here.",
    ],
  ],
  [
    "are you kidding me",
    ["I'm surprised to hear that.", "That's unexpected; could you explain?", "I didn't anticipate that."],
  ],
  [
    "what were you thinking",
    [
      "Could you walk me through your reasoning?",
      "Help me understand the thinking behind this.",
      "What led to this decision?",
    ],
  ],
  [
    "who cares",
    [
      "I'm not sure this is a priority.",
      "Let's focus on what matters most.",
      "I don't think this affects the outcome much.",
    ],
  ],
  ["it's not a big deal", ["It's a minor issue.", "This has limited impact.", "It's easily resolved."]],
  [
    "it's a big deal",
    ["This is significant.", "This has major implications.", "This deserves our attention."],
  ],
  ["that's crazy", ["That's surprising.", "That's quite unexpected.", "That's remarkable."]],
  [
    "I'm freaking out",
    [
      "I'm concerned about this.",
      "I'm worried about the timeline.",
      "This is causing me some stress; could we talk it through?",
    ],
  ],
  [
    "chill out",
    [
      "Let's take a moment.",
      "Let's approach this calmly.",
      "There's no need to rush; let's think it through.",
    ],
  ],
  [
    "my brain is fried",
    [
      "I need a short break to refocus.",
      "I'd like to come back to this with fresh eyes.",
      "I'm at the end of my focus for today.",
    ],
  ],
  [
    "I'm tired",
    [
      "I'm running low on energy today.",
      "I need some rest to do my best work.",
      "I'd like to pick this up tomorrow.",
    ],
  ],
  [
    "let's just wing it",
    [
      "Let's proceed flexibly and adjust as we go.",
      "We can start with a simple plan and adapt.",
      "Let's move forward and refine along the way.",
    ],
  ],
  [
    "we're screwed",
    [
      "We're facing a serious problem.",
      "This puts us in a difficult position.",
      "We need a plan to recover quickly.",
    ],
  ],
  [
    "it blew up",
    ["It didn't go as planned.", "We ran into serious problems.", "The situation escalated quickly."],
  ],
  ["it's on fire", ["This is urgent.", "This needs immediate attention.", "This is a high-priority issue."]],
  [
    "piece of cake",
    ["That's straightforward.", "That should be simple.", "That's well within our abilities."],
  ],
  ["no brainer", ["That's the obvious choice.", "The decision is clear.", "That's an easy decision."]],
  ["easy peasy", ["That's simple.", "That's very manageable.", "That should be quick to do."]],
  ["gonna", ["going to", "planning to", "will"]],
  ["wanna", ["want to", "would like to", "wish to"]],
  ["gotta", ["have to", "need to", "must"]],
  ["kinda", ["somewhat", "fairly", "rather"]],
  ["sorta", ["somewhat", "in some ways", "partly"]],
  ["lemme know", ["Please let me know.", "Please keep me posted.", "I'd appreciate an update."]],
  ["idk", ["I'm not sure.", "I don't know yet, but I'll find out.", "Let me look into it."]],
  ["tbh", ["To be honest,", "Frankly,", "In my honest view,"]],
  ["imo", ["In my opinion,", "In my view,", "From my perspective,"]],
  ["btw", ["By the way,", "Additionally,", "As a side note,"]],
  ["lol", ["That's amusing.", "That made me smile.", "Ha, that's funny."]],
  ["omg", ["That's remarkable.", "That's surprising.", "Wow, that's unexpected."]],
  ["brb", ["I'll be right back.", "One moment, please.", "I'll return shortly."]],
  ["nvm", ["Never mind.", "Please disregard my previous message.", "That's resolved now."]],
  ["np", ["No problem.", "You're welcome.", "Happy to help."]],
  ["pls", ["Please", "Kindly", "Could you please"]],
  ["ty", ["Thank you.", "Many thanks.", "Thank you very much."]],
  ["ur", ["your", "you're"]],
  ["stuff", ["materials", "items", "work"]],
  ["things", ["items", "matters", "details"]],
  ["a lot of", ["many", "a significant number of", "a great deal of"]],
  ["super important", ["critical", "essential", "a top priority"]],
  ["really good", ["excellent", "very strong", "outstanding"]],
  ["pretty good", ["quite good", "solid", "promising"]],
  ["kind of late", ["slightly delayed", "a little behind schedule", "running somewhat late"]],
  ["figure it out", ["work it out", "find a solution", "resolve it"]],
  ["deal with it", ["handle it", "address it", "take care of it"]],
  ["get it done", ["complete it", "deliver it", "see it through"]],
  ["on it", ["I'm handling it now.", "I'm working on it.", "Consider it in progress."]],
  [
    "I'm on it",
    ["I'm taking care of it now.", "I'm working on this right away.", "I'll handle this and report back."],
  ],
  ["done", ["This is complete.", "I've finished this.", "This has been completed."]],
  ["all good", ["Everything is in order.", "All set.", "Everything looks fine."]],
  ["we're good", ["We're all set.", "We're in agreement.", "Everything is settled."]],
  ["my two cents", ["My suggestion would be", "If I may offer a thought,", "One idea to consider:"]],
  [
    "off the top of my head",
    ["Based on what I recall,", "As an initial thought,", "Without checking the details,"],
  ],
  ["ballpark figure", ["rough estimate", "approximate figure", "estimated range"]],
  ["I'll try", ["I'll do my best.", "I'll make every effort.", "I'll give it my full attention."]],
  [
    "no promises",
    [
      "I can't guarantee it, but I'll do my best.",
      "I'll try, though it depends on a few factors.",
      "I'll aim for it without committing yet.",
    ],
  ],
  ["whatever works", ["I'm flexible.", "I'll fit around your schedule.", "Any option works for me."]],
  [
    "sounds like a plan",
    ["That plan works for me.", "Agreed; let's proceed.", "That sounds like a good approach."],
  ],
  ["let's do it", ["Let's move forward.", "Let's proceed.", "I'm ready to get started."]],
  ["count me in", ["I'd be glad to take part.", "Please include me.", "I'm happy to join."]],
  [
    "count me out",
    ["I'll sit this one out.", "I won't be able to take part this time.", "Please go ahead without me."],
  ],
  ["I'm down", ["I'm happy to join.", "That works for me.", "I'd be glad to."]],
  ["same here", ["I feel the same way.", "I agree.", "That's my experience too."]],
  ["fair enough", ["That's reasonable.", "I understand.", "That's a fair point."]],
  ["not bad", ["That's quite good.", "That's a solid result.", "That's encouraging."]],
  [
    "could be worse",
    ["It's manageable.", "We're in a reasonable position.", "There's still room to improve."],
  ],
  [
    "it is what it is",
    [
      "We'll work with the situation as it is.",
      "Let's focus on what we can control.",
      "We'll make the best of it.",
    ],
  ],
];
