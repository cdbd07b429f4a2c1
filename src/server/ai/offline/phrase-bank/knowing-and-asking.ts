import type { PhraseEntry } from "./types.ts";

// Not knowing, asking, following up. Our own wording, written for this product.

export const KNOWING_AND_ASKING: PhraseEntry[] = [
  [
    "I don't know",
    [
      "Let me look into that and get back to you.",
      "I'll find out and follow up shortly.",
      "That's a good question; let me check and confirm.",
    ],
  ],
  [
    "no idea",
    [
      "I'm not certain yet, but I'll find out.",
      "I don't have that information at hand; let me check.",
      "Let me confirm the details and come back to you.",
    ],
  ],
  [
    "I'm not sure",
    [
      "I'd like to confirm before I answer.",
      "Let me verify that and get back to you.",
      "I want to make sure I give you accurate information, so let me check.",
    ],
  ],
  [
    "beats me",
    ["I'm not sure, but I can find out.", "That's outside what I know; let me ask someone who does."],
  ],
  [
    "I have no clue",
    [
      "I don't have enough information yet; let me look into it.",
      "I'll need to research that before I can answer.",
    ],
  ],
  ["dunno", ["I'm not sure yet; let me find out.", "Let me check and get back to you."]],
  [
    "I forgot",
    [
      "It slipped my mind; I'll take care of it right away.",
      "I overlooked that, and I'm on it now.",
      "Thank you for the reminder; I'll handle it today.",
    ],
  ],
  [
    "what do you mean",
    [
      "Could you clarify what you have in mind?",
      "Could you say a little more about what you mean?",
      "I want to be sure I understand; could you expand on that?",
    ],
  ],
  [
    "huh?",
    [
      "Could you repeat that, please?",
      "Sorry, could you clarify?",
      "I didn't quite follow; could you explain once more?",
    ],
  ],
  [
    "what?",
    [
      "Could you say that again, please?",
      "Would you mind clarifying?",
      "I'm not sure I understood; could you rephrase that?",
    ],
  ],
  [
    "I don't get it",
    [
      "Could you walk me through it once more?",
      "I'd appreciate a bit more context.",
      "Could you help me understand the reasoning?",
    ],
  ],
  [
    "that makes no sense",
    [
      "I'm having trouble following the logic; could we go over it?",
      "Could you help me understand how this fits together?",
      "I may be missing something; could you explain the reasoning?",
    ],
  ],
  [
    "can you explain",
    [
      "Would you mind walking me through it?",
      "Could you give me a little more detail?",
      "I'd appreciate a short explanation.",
    ],
  ],
  [
    "any updates?",
    [
      "Is there any news on this?",
      "Could you share where things stand?",
      "I'd appreciate a quick update when you have a moment.",
    ],
  ],
  [
    "just checking in",
    [
      "I wanted to follow up on my earlier message.",
      "I'm following up to see how things are progressing.",
      "I wanted to touch base on this.",
    ],
  ],
  [
    "per my last email",
    [
      "As I mentioned in my previous email,",
      "To recap my earlier message,",
      "Following up on the points I shared earlier,",
    ],
  ],
  [
    "as I said before",
    ["As I mentioned earlier,", "To reiterate what I shared before,", "Building on what I said earlier,"],
  ],
  [
    "did you get my email",
    [
      "I wanted to make sure my earlier email reached you.",
      "Could you confirm you received my last message?",
      "I'm following up in case my previous email was missed.",
    ],
  ],
  [
    "why haven't you answered",
    [
      "I wanted to follow up, as I haven't heard back yet.",
      "I'm checking in on my earlier message when you have a moment.",
      "Could you let me know when you expect to reply?",
    ],
  ],
  [
    "hurry up",
    [
      "Could we speed this up a little?",
      "This is time-sensitive, so I'd appreciate a quick turnaround.",
      "Could you prioritise this, please?",
    ],
  ],
  [
    "I need this now",
    [
      "This is urgent; could you send it as soon as possible?",
      "I'd appreciate it if you could prioritise this today.",
      "Could this be moved to the top of your list?",
    ],
  ],
  ["asap", ["as soon as possible", "at your earliest convenience", "as a priority"]],
  [
    "can you do this",
    [
      "Would you be able to take this on?",
      "Could you help me with this?",
      "Would you have capacity to handle this?",
    ],
  ],
  [
    "do this for me",
    [
      "Could you take care of this, please?",
      "Would you mind handling this?",
      "I'd appreciate your help with this.",
    ],
  ],
  [
    "send me the file",
    [
      "Could you share the file with me?",
      "Would you mind sending me the file when you can?",
      "Please send the file over when convenient.",
    ],
  ],
  [
    "I need help",
    [
      "Could I ask for your support on this?",
      "I'd value your input on this.",
      "Would you have time to help me with this?",
    ],
  ],
  [
    "help me out",
    [
      "Could you lend me a hand with this?",
      "I'd appreciate your support here.",
      "Would you be able to help with this?",
    ],
  ],
  [
    "can you check this",
    [
      "Could you review this when you have a moment?",
      "Would you mind taking a look at this?",
      "I'd appreciate your review of this.",
    ],
  ],
  [
    "tell me what you think",
    [
      "I'd welcome your feedback.",
      "I'd value your thoughts on this.",
      "Please let me know your impressions.",
    ],
  ],
  [
    "what's the deal with this",
    [
      "Could you give me some background on this?",
      "Could you explain the situation?",
      "What's the context here?",
    ],
  ],
  [
    "what's going on",
    [
      "Could you give me an update on the situation?",
      "Could you fill me in on the latest?",
      "What's the current status?",
    ],
  ],
  [
    "who's in charge here",
    [
      "Who is the right person to speak with about this?",
      "Could you point me to the person responsible?",
      "Who owns this decision?",
    ],
  ],
  [
    "whose job is this",
    [
      "Who is responsible for this task?",
      "Could we clarify who owns this?",
      "Who is the best person to take this on?",
    ],
  ],
  [
    "remind me",
    [
      "Could you send me a reminder?",
      "Please remind me closer to the date.",
      "Could you refresh my memory on the details?",
    ],
  ],
  [
    "quick question",
    [
      "May I ask a brief question?",
      "I have a short question when you have a moment.",
      "Could I check one thing with you?",
    ],
  ],
  ["you there?", ["Are you available for a moment?", "Do you have a minute?", "Is now a good time to talk?"]],
  [
    "let me know",
    [
      "Please keep me informed.",
      "I'd appreciate an update when you have one.",
      "Please let me know your decision.",
    ],
  ],
  [
    "get back to me",
    [
      "Please follow up with me when you can.",
      "I look forward to hearing from you.",
      "Let me know once you've had a chance to review.",
    ],
  ],
  [
    "I'll get back to you",
    [
      "I'll follow up with you shortly.",
      "I'll respond once I have more information.",
      "You'll hear from me by the end of the day.",
    ],
  ],
  [
    "sorry for the late reply",
    [
      "Thank you for your patience.",
      "I appreciate your patience while I looked into this.",
      "Thank you for waiting; here is my response.",
    ],
  ],
  [
    "I didn't see your message",
    [
      "Your message slipped past me; thank you for following up.",
      "I missed your earlier message and I'm replying now.",
      "Thank you for your patience; I've just seen this.",
    ],
  ],
  [
    "where is it",
    [
      "Could you let me know where this stands?",
      "Could you share the current location or status?",
      "When can I expect to receive it?",
    ],
  ],
  [
    "is it done yet",
    [
      "How is progress on this?",
      "Could you share an update on the timeline?",
      "When do you expect this to be finished?",
    ],
  ],
  ["fyi", ["For your information,", "Sharing this for your awareness:", "I wanted to make you aware that"]],
  [
    "heads up",
    ["I wanted to give you advance notice that", "Please be aware that", "A quick note for your awareness:"],
  ],
  [
    "see attached",
    [
      "Please find the document attached.",
      "I've attached the file for your review.",
      "The attachment includes the details.",
    ],
  ],
  [
    "I have a question",
    [
      "I'd like to clarify one point.",
      "Could I ask you about something?",
      "I'd appreciate your help with a question.",
    ],
  ],
  [
    "that's not what I asked",
    [
      "I may not have been clear; what I need is slightly different.",
      "Let me clarify my request.",
      "Thank you; could we revisit the original request?",
    ],
  ],
  [
    "read my email",
    [
      "The details are in my earlier email.",
      "Please see my previous message for the details.",
      "My earlier email covers this; I'm happy to summarise.",
    ],
  ],
  [
    "you didn't answer my question",
    [
      "I'd still appreciate an answer to my earlier question.",
      "Could you also address my question about this?",
      "I wanted to follow up on the question I raised.",
    ],
  ],
];
