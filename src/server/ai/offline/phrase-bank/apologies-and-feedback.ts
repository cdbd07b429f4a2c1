import type { PhraseEntry } from "./types.ts";

// Mistakes, apologies, praise, agreement and criticism.

export const APOLOGIES_AND_FEEDBACK: PhraseEntry[] = [
  [
    "my bad",
    [
      "That was my mistake, and I'll correct it.",
      "I take responsibility for that error.",
      "Thank you for catching that; I'll fix it right away.",
    ],
  ],
  [
    "oops",
    [
      "I made an error there; let me correct it.",
      "Apologies, let me fix that.",
      "Thank you for your patience while I correct this.",
    ],
  ],
  ["sorry", ["I apologise.", "Please accept my apologies.", "I'm sorry for any inconvenience this caused."]],
  [
    "sorry about that",
    [
      "I apologise for the inconvenience.",
      "Please accept my apologies for the trouble.",
      "I regret the mix-up and have fixed it.",
    ],
  ],
  [
    "I messed up",
    [
      "I made a mistake, and here is how I'm fixing it.",
      "I got this wrong, and I've taken steps to correct it.",
      "I take full responsibility, and I've put a fix in place.",
    ],
  ],
  [
    "I screwed up",
    [
      "I made an error and I'm correcting it now.",
      "That was my mistake; here's my plan to put it right.",
      "I own this mistake and will make sure it doesn't happen again.",
    ],
  ],
  [
    "it was an accident",
    [
      "It wasn't intentional, and I'm sorry for the impact.",
      "That was an oversight on my part.",
      "I didn't mean for that to happen, and I'll fix it.",
    ],
  ],
  [
    "it's broken",
    [
      "It isn't working as expected.",
      "We've found an issue that needs attention.",
      "There's a fault we need to resolve.",
    ],
  ],
  [
    "it doesn't work",
    [
      "It's not functioning as expected.",
      "I'm running into an issue with it.",
      "It isn't behaving as intended; could you take a look?",
    ],
  ],
  [
    "this is wrong",
    [
      "I think there may be an error here.",
      "This doesn't look quite right to me.",
      "Could we double-check this?",
    ],
  ],
  [
    "this is bad",
    [
      "I think this needs more work.",
      "This isn't at the standard we need yet.",
      "There's room to improve this.",
    ],
  ],
  [
    "this sucks",
    [
      "This isn't working as well as we'd hoped.",
      "I'm disappointed with how this turned out.",
      "I think we can do better here.",
    ],
  ],
  [
    "this is a mess",
    [
      "This needs some reorganising.",
      "There are several issues we should sort out.",
      "Let's take a structured look at this.",
    ],
  ],
  [
    "you did it wrong",
    [
      "I think a few things need adjusting.",
      "Could we go over this together?",
      "There are a couple of changes I'd suggest.",
    ],
  ],
  [
    "try harder",
    [
      "I know you can take this further.",
      "I'd like to see a bit more depth here.",
      "Let's talk about how to strengthen this.",
    ],
  ],
  [
    "do better",
    [
      "I believe there's room to improve here.",
      "Let's aim a little higher next time.",
      "Could we talk about what would make this stronger?",
    ],
  ],
  [
    "good job",
    ["Excellent work.", "Well done; this is really strong.", "Thank you for your great work on this."],
  ],
  ["nice work", ["Great job on this.", "This is well done.", "I appreciate the effort you put into this."]],
  ["awesome", ["Excellent.", "That's great news.", "Wonderful, thank you."]],
  ["cool", ["That sounds good.", "Great, thank you.", "Understood, that works."]],
  ["sounds good", ["That works for me.", "I'm happy with that plan.", "Agreed; let's go ahead."]],
  ["ok", ["Understood.", "That works for me.", "Noted, thank you."]],
  ["okay cool", ["Understood, thank you.", "Great, that works.", "Sounds good to me."]],
  ["sure", ["Certainly.", "Of course.", "I'd be happy to."]],
  ["yeah", ["Yes.", "Yes, that's right.", "Certainly."]],
  ["yep", ["Yes.", "Correct.", "That's right."]],
  ["nope", ["No.", "Unfortunately not.", "I'm afraid not."]],
  ["you're right", ["That's a fair point.", "I agree with you.", "You make a good point."]],
  ["totally agree", ["I completely agree.", "I'm fully in agreement.", "That's exactly my view as well."]],
  ["I guess so", ["I think that's reasonable.", "That seems fair.", "I can agree with that."]],
  ["fine", ["That's acceptable.", "That works.", "I'm comfortable with that."]],
  ["no worries", ["No problem at all.", "Happy to help.", "It's no trouble."]],
  ["no problem", ["You're welcome.", "Happy to help.", "It was my pleasure."]],
  ["it's fine", ["That's quite all right.", "No harm done.", "It's not a problem."]],
  [
    "don't worry about it",
    ["There's no need to worry.", "It's all taken care of.", "Please don't give it another thought."],
  ],
  ["great idea", ["That's an excellent suggestion.", "I really like that idea.", "That's a smart approach."]],
  [
    "bad idea",
    [
      "I have some reservations about that.",
      "I'm not sure that's the best approach.",
      "Could we weigh the risks first?",
    ],
  ],
  [
    "I told you so",
    [
      "This is the risk I mentioned earlier.",
      "As we discussed, this was a possibility.",
      "Let's use this to guide our next decision.",
    ],
  ],
  [
    "that's not good enough",
    [
      "This doesn't quite meet the standard we need.",
      "I think we need to raise the bar here.",
      "Could we refine this further?",
    ],
  ],
  ["this is amazing", ["This is outstanding work.", "This is excellent.", "I'm really impressed with this."]],
  ["wow", ["That's impressive.", "That's remarkable.", "What a great result."]],
  [
    "nice try",
    [
      "Thank you for the effort.",
      "I appreciate the attempt; let's refine it together.",
      "Good effort; a few adjustments will get it there.",
    ],
  ],
  [
    "you always do this",
    [
      "I've noticed this has happened a few times.",
      "I'd like to talk about a recurring issue.",
      "Could we find a way to prevent this in future?",
    ],
  ],
  [
    "you never listen",
    [
      "I feel my input isn't always being heard.",
      "I'd appreciate the chance to explain my view.",
      "Could we make sure we're both heard?",
    ],
  ],
  [
    "that's not what we agreed",
    [
      "That differs from what we agreed earlier.",
      "I understood our agreement differently.",
      "Could we revisit what we agreed?",
    ],
  ],
  [
    "I don't like it",
    [
      "I'm not convinced by this version.",
      "I have some reservations about it.",
      "I'd like to explore other options.",
    ],
  ],
  [
    "it's ok I guess",
    [
      "It's a reasonable start.",
      "It works, though there's room to improve.",
      "It's acceptable, with a few changes.",
    ],
  ],
  [
    "thanks for nothing",
    [
      "I had hoped for a different outcome.",
      "I'm disappointed, but I appreciate your time.",
      "Thank you for considering it.",
    ],
  ],
  [
    "my fault",
    [
      "I take responsibility for that.",
      "That one is on me, and I'll fix it.",
      "I accept responsibility and will put it right.",
    ],
  ],
  [
    "won't happen again",
    [
      "I've put measures in place to prevent this from recurring.",
      "I'll make sure this doesn't happen again.",
      "I've changed my process to avoid a repeat.",
    ],
  ],
];
