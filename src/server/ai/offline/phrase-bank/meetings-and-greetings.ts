import type { PhraseEntry } from "./types.ts";

// Greetings, thanks, meetings and everyday messages.

export const MEETINGS_AND_GREETINGS: PhraseEntry[] = [
  ["hey", ["Hello,", "Hi,", "Good morning,"]],
  ["hey guys", ["Hello everyone,", "Hi all,", "Good morning, team,"]],
  ["yo", ["Hello,", "Hi there,", "Good afternoon,"]],
  ["what's up", ["How are you?", "How are things going?", "I hope you're doing well."]],
  ["sup", ["Hi, how are you?", "Hello, how are things?", "I hope all is well."]],
  ["how's it going", ["How are you doing?", "I hope you're well.", "How have you been?"]],
  [
    "long time no see",
    [
      "It's been a while; it's great to reconnect.",
      "It's good to be back in touch.",
      "I hope you've been well since we last spoke.",
    ],
  ],
  ["thanks", ["Thank you.", "Thank you very much.", "I appreciate it."]],
  ["thx", ["Thank you.", "Many thanks.", "I appreciate your help."]],
  ["thanks a lot", ["Thank you very much.", "I really appreciate it.", "Thank you so much for your help."]],
  [
    "thanks in advance",
    [
      "Thank you for your help with this.",
      "I appreciate your assistance.",
      "Thank you for looking into this.",
    ],
  ],
  [
    "you're the best",
    ["I really appreciate your help.", "Thank you; your support means a lot.", "I'm grateful for your help."],
  ],
  ["bye", ["Best regards,", "Kind regards,", "Thank you, and have a good day."]],
  ["see ya", ["Talk soon.", "I look forward to speaking again.", "Until next time."]],
  ["cheers", ["Best regards,", "Many thanks,", "Kind regards,"]],
  ["later", ["Speak soon.", "Until next time.", "I'll be in touch."]],
  [
    "talk soon",
    ["I look forward to speaking with you soon.", "I'll be in touch shortly.", "Let's reconnect soon."],
  ],
  ["have a good one", ["Have a great day.", "Wishing you a good week.", "Enjoy the rest of your day."]],
  [
    "let's talk",
    [
      "Could we schedule a time to discuss this?",
      "I'd like to set up a short call.",
      "Would you be available for a conversation?",
    ],
  ],
  [
    "can we talk",
    [
      "Do you have a few minutes to talk?",
      "Could we find time to discuss something?",
      "I'd appreciate a few minutes of your time.",
    ],
  ],
  [
    "let's meet",
    [
      "Could we arrange a meeting?",
      "Would you be available to meet this week?",
      "I'd like to schedule some time together.",
    ],
  ],
  [
    "let's grab coffee",
    [
      "Would you be open to a coffee chat?",
      "I'd love to meet for a coffee and catch up.",
      "Could we meet informally for coffee?",
    ],
  ],
  [
    "let's hop on a call",
    [
      "Could we schedule a quick call?",
      "Would a short call work for you?",
      "Let's set up a brief call to discuss.",
    ],
  ],
  [
    "jump on a call",
    [
      "Could we connect by phone?",
      "Are you free for a short call?",
      "Would you like to discuss this on a call?",
    ],
  ],
  [
    "when are you free",
    [
      "What times work best for you?",
      "Could you share your availability?",
      "When would be convenient for you?",
    ],
  ],
  [
    "does tomorrow work",
    ["Would tomorrow suit you?", "Are you available tomorrow?", "Could we plan for tomorrow?"],
  ],
  [
    "let's reschedule",
    [
      "Could we find another time?",
      "Would you be open to rescheduling?",
      "I'd like to move our meeting, if that works for you.",
    ],
  ],
  [
    "I need to cancel",
    [
      "Unfortunately, I need to cancel our meeting.",
      "I'm sorry, but I have to cancel.",
      "I won't be able to keep our appointment; could we reschedule?",
    ],
  ],
  [
    "this meeting could have been an email",
    [
      "Could we handle updates like this by email in future?",
      "I wonder if a written update would save everyone time.",
      "Perhaps we could share this asynchronously next time.",
    ],
  ],
  [
    "let's wrap up",
    [
      "Let's bring this to a close.",
      "Shall we summarise and finish here?",
      "Let's agree on next steps and close.",
    ],
  ],
  [
    "let's get started",
    ["Shall we begin?", "Let's get underway.", "Thank you all for joining; let's begin."],
  ],
  [
    "any questions?",
    ["Does anyone have questions?", "I'm happy to answer any questions.", "What questions do you have?"],
  ],
  ["moving on", ["Let's turn to the next item.", "Next on the agenda is", "Shifting to our next topic,"]],
  ["to be honest", ["Candidly,", "In my view,", "Frankly,"]],
  ["basically", ["In short,", "Essentially,", "To summarise,"]],
  ["anyway", ["In any case,", "Returning to the main point,", "Moving forward,"]],
  ["by the way", ["Additionally,", "On a related note,", "I'd also like to mention that"]],
  ["long story short", ["In summary,", "To put it briefly,", "In short,"]],
  [
    "loop me in",
    ["Please keep me informed.", "Please include me in the discussion.", "Could you copy me on updates?"],
  ],
  ["touch base", ["check in", "reconnect", "follow up"]],
  ["circle back", ["return to this", "revisit this", "follow up on this"]],
  ["ping me", ["Please message me.", "Feel free to reach out.", "Send me a note when it's ready."]],
  [
    "shoot me an email",
    ["Please send me an email.", "Feel free to email me.", "Could you send the details by email?"],
  ],
  ["hit me up", ["Feel free to contact me.", "Please reach out anytime.", "Don't hesitate to get in touch."]],
  [
    "I'm here if you need me",
    [
      "Please don't hesitate to reach out.",
      "I'm available if you need anything.",
      "Let me know if I can help further.",
    ],
  ],
  [
    "hope you're well",
    [
      "I hope this message finds you well.",
      "I hope you're having a good week.",
      "I trust you're doing well.",
    ],
  ],
  ["happy friday", ["Wishing you a great weekend.", "Have a restful weekend.", "Enjoy your weekend."]],
  [
    "welcome aboard",
    ["Welcome to the team.", "We're delighted to have you with us.", "It's great to have you join us."],
  ],
  [
    "congrats",
    ["Congratulations.", "Congratulations on this achievement.", "Well deserved, congratulations."],
  ],
  ["good luck", ["Best of luck.", "Wishing you every success.", "I hope it goes very well."]],
  [
    "get well soon",
    ["Wishing you a speedy recovery.", "I hope you feel better soon.", "Take care and rest well."],
  ],
  [
    "I'm back",
    [
      "I've returned to the office.",
      "I'm back and catching up on messages.",
      "I'm available again as of today.",
    ],
  ],
  ["be right back", ["I'll return in a moment.", "Please excuse me briefly.", "I'll be back shortly."]],
  ["gotta go", ["I need to leave now.", "I have to step away.", "I need to head to another commitment."]],
  [
    "sorry to bother you",
    ["I hope I'm not interrupting.", "Thank you for taking a moment.", "I appreciate your time."],
  ],
  [
    "just a reminder",
    ["A gentle reminder that", "This is a friendly reminder about", "I wanted to remind you that"],
  ],
  ["don't forget", ["Please remember to", "Kindly remember that", "A reminder to"]],
  [
    "noted",
    ["Thank you; I've made a note of that.", "Understood, thank you.", "Thanks for letting me know."],
  ],
  ["got it", ["Understood.", "Thank you, that's clear.", "I understand."]],
  ["my pleasure", ["You're very welcome.", "It was my pleasure.", "Happy to help anytime."]],
];
