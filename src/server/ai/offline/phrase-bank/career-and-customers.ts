import type { PhraseEntry } from "./types.ts";

// Job search, interviews, pay, and talking to customers.

export const CAREER_AND_CUSTOMERS: PhraseEntry[] = [
  [
    "I need a job",
    [
      "I'm actively looking for my next role.",
      "I'm seeking a new opportunity where I can contribute.",
      "I'm open to new positions that match my skills.",
    ],
  ],
  [
    "I want this job",
    [
      "I'm very interested in this position.",
      "I'm excited about the opportunity to join your team.",
      "This role is a strong match for my goals.",
    ],
  ],
  [
    "I'm looking for work",
    [
      "I'm exploring new career opportunities.",
      "I'm seeking my next professional challenge.",
      "I'm available for new roles.",
    ],
  ],
  [
    "hire me",
    [
      "I'd welcome the opportunity to join your team.",
      "I believe I'd be a strong addition to your team.",
      "I'd love to discuss how I can contribute.",
    ],
  ],
  [
    "I got fired",
    [
      "I was let go from my previous role.",
      "I'm between roles after my last position ended.",
      "My employment ended, and I'm focused on the next step.",
    ],
  ],
  [
    "I got laid off",
    [
      "My position was eliminated.",
      "My role was affected by job cuts.",
      "I was part of a reduction in force.",
    ],
  ],
  [
    "my boss was terrible",
    [
      "The management style wasn't a good fit for me.",
      "I'm looking for a team with a more collaborative culture.",
      "I learned a lot about the kind of leadership I work best with.",
    ],
  ],
  [
    "my last job sucked",
    [
      "My last role wasn't the right fit.",
      "I'm looking for an environment where I can grow.",
      "I'm seeking a role that better matches my strengths.",
    ],
  ],
  [
    "I want more money",
    [
      "I'd like to discuss my compensation.",
      "I'd like to review my salary in light of my contributions.",
      "I believe my pay should reflect my current responsibilities.",
    ],
  ],
  [
    "give me a raise",
    [
      "I'd like to request a salary review.",
      "Could we discuss an adjustment to my compensation?",
      "I'd like to talk about my pay based on my recent results.",
    ],
  ],
  [
    "I deserve a promotion",
    [
      "I'd like to discuss my path to the next level.",
      "I believe I'm ready for more responsibility.",
      "Could we talk about my growth and a possible promotion?",
    ],
  ],
  [
    "what's the pay",
    [
      "Could you share the salary range for this role?",
      "What is the compensation for this position?",
      "Could you tell me about the pay and benefits?",
    ],
  ],
  [
    "is the pay negotiable",
    [
      "Is there flexibility in the compensation?",
      "Is the salary open to discussion?",
      "Could we discuss the offer terms?",
    ],
  ],
  [
    "I'm a hard worker",
    [
      "I'm dedicated and consistently deliver high-quality work.",
      "I bring a strong work ethic to every task.",
      "I'm known for my reliability and commitment.",
    ],
  ],
  [
    "I'm a people person",
    [
      "I build strong working relationships easily.",
      "I communicate well with colleagues and clients.",
      "I enjoy collaborating and building rapport with others.",
    ],
  ],
  [
    "I'm a team player",
    [
      "I work well in collaborative environments.",
      "I contribute to shared goals and support my colleagues.",
      "I value teamwork and help others succeed.",
    ],
  ],
  [
    "I learn fast",
    [
      "I pick up new skills quickly.",
      "I adapt quickly to new tools and processes.",
      "I'm a fast learner who gets up to speed quickly.",
    ],
  ],
  [
    "I'm good with computers",
    [
      "I'm proficient with a wide range of software.",
      "I'm comfortable learning and using new technology.",
      "I have strong digital skills.",
    ],
  ],
  [
    "I'm good at talking to people",
    [
      "I have strong interpersonal and communication skills.",
      "I communicate clearly with people at every level.",
      "I'm skilled at building rapport.",
    ],
  ],
  [
    "I'm a perfectionist",
    [
      "I pay close attention to detail.",
      "I hold my work to high standards.",
      "I'm thorough and take care to get things right.",
    ],
  ],
  [
    "I work too hard",
    [
      "I'm highly committed to my work.",
      "I give my full effort to every project.",
      "I'm learning to balance my commitment with clear priorities.",
    ],
  ],
  [
    "I have no experience",
    [
      "I'm eager to build experience in this field.",
      "I bring transferable skills and a strong willingness to learn.",
      "I'm new to the field and ready to learn quickly.",
    ],
  ],
  [
    "I don't have a degree",
    [
      "My skills come from hands-on experience.",
      "I've built my expertise through practical work.",
      "I've developed my knowledge through experience and self-study.",
    ],
  ],
  [
    "I was just a cashier",
    [
      "I handled customer transactions accurately in a fast-paced setting.",
      "I served customers and managed cash responsibly.",
      "I developed customer service skills as a cashier.",
    ],
  ],
  [
    "I did a bunch of stuff",
    [
      "I handled a wide range of responsibilities.",
      "I contributed across several areas of the business.",
      "I took on diverse tasks across the team.",
    ],
  ],
  [
    "I did everything",
    [
      "I held a broad role covering many responsibilities.",
      "I managed a wide variety of tasks.",
      "I supported the business across many functions.",
    ],
  ],
  [
    "I helped out",
    [
      "I supported the team where needed.",
      "I contributed to team goals.",
      "I assisted colleagues across projects.",
    ],
  ],
  [
    "I was in charge",
    ["I led the team.", "I oversaw the project.", "I held responsibility for the outcome."],
  ],
  [
    "I'm between jobs",
    [
      "I'm currently exploring my next opportunity.",
      "I'm in transition and open to new roles.",
      "I'm taking time to find the right next step.",
    ],
  ],
  [
    "I took time off",
    [
      "I took a planned career break.",
      "I stepped away from work for personal reasons and am ready to return.",
      "I used the time to focus on family and learning.",
    ],
  ],
  [
    "can I work from home",
    [
      "Is remote work an option for this role?",
      "Does the team offer flexible or hybrid working?",
      "Would it be possible to work remotely part of the week?",
    ],
  ],
  [
    "when do I start",
    [
      "What would my start date be?",
      "Could you confirm the proposed start date?",
      "When would you like me to begin?",
    ],
  ],
  [
    "did I get the job",
    [
      "Is there an update on my application?",
      "Could you share where things stand with the hiring decision?",
      "I'd welcome any news about the next steps.",
    ],
  ],
  [
    "why didn't I get the job",
    [
      "I'd appreciate any feedback on my application.",
      "Could you share what would have made my application stronger?",
      "I'd value your feedback to help me improve.",
    ],
  ],
  [
    "thanks for the interview",
    [
      "Thank you for taking the time to meet with me.",
      "I appreciated our conversation today.",
      "Thank you for the opportunity to interview.",
    ],
  ],
  [
    "calm down",
    [
      "I understand this is frustrating.",
      "I can see why you're upset, and I want to help.",
      "Let's work through this together.",
    ],
  ],
  [
    "that's not possible",
    [
      "I'm unable to do that, but here's what I can offer.",
      "That isn't an option, but let me suggest an alternative.",
      "I understand why you'd ask; here's what we can do instead.",
    ],
  ],
  [
    "it's not our fault",
    [
      "I'm sorry for the trouble; let's see how we can fix it.",
      "Let me look into what happened and how to resolve it.",
      "I understand the impact, and I'll help find a solution.",
    ],
  ],
  [
    "you have to wait",
    [
      "Thank you for your patience while we work on this.",
      "We're handling requests in order and will be with you shortly.",
      "We'll update you as soon as we can.",
    ],
  ],
  [
    "read the manual",
    [
      "The guide covers this in detail; I'm happy to point you to the right section.",
      "Here's a link to the instructions, and I'm glad to walk you through them.",
      "Let me show you where to find this.",
    ],
  ],
  [
    "that's our policy",
    [
      "Our policy doesn't allow that, but here's what I can do.",
      "I understand; let me explain the reason behind this policy.",
      "I can't make an exception, but I can suggest an alternative.",
    ],
  ],
  [
    "we're closed",
    [
      "We're currently outside our opening hours.",
      "Our office is closed right now; we'll reply first thing tomorrow.",
      "We'll be happy to help when we reopen.",
    ],
  ],
  [
    "I can't help you",
    [
      "Let me connect you with someone who can help.",
      "That's outside what I can do, but I'll find the right person.",
      "I'd like to point you to the team that handles this.",
    ],
  ],
  ["what do you want", ["How can I help you today?", "What can I do for you?", "How may I assist you?"]],
  [
    "you're wrong about that",
    [
      "I understand your view; here's what our records show.",
      "Let me share some information that may clarify things.",
      "I see where the confusion came from; here are the details.",
    ],
  ],
  [
    "stop yelling",
    [
      "I want to help, and I can do that best if we talk calmly.",
      "I understand you're upset; let's work through this together.",
      "I hear your frustration, and I'm here to help.",
    ],
  ],
  [
    "we messed up your order",
    [
      "We made an error with your order, and I'm sorry.",
      "Your order wasn't handled correctly; here's how we'll fix it.",
      "We apologise for the mistake and are correcting it now.",
    ],
  ],
  [
    "it's out of stock",
    [
      "That item is currently unavailable.",
      "We're waiting for new stock and can notify you when it arrives.",
      "That item is sold out, but here are some alternatives.",
    ],
  ],
  [
    "you'll get a refund",
    [
      "We'll process your refund right away.",
      "Your refund has been approved.",
      "You'll receive a full refund within the usual time frame.",
    ],
  ],
  [
    "I'll pass it on",
    [
      "I'll share your feedback with the team.",
      "I'll make sure the right people hear this.",
      "I'll forward this to the relevant department.",
    ],
  ],
];
