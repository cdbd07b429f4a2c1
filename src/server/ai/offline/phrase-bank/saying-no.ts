import type { PhraseEntry } from "./types.ts";

// Declining, limits, workload and deadlines.

export const SAYING_NO: PhraseEntry[] = [
  [
    "no",
    [
      "Unfortunately, that won't be possible.",
      "I'm afraid I can't commit to that.",
      "I'll have to decline this time.",
    ],
  ],
  [
    "no way",
    [
      "I don't think that will work for us.",
      "That isn't something we can agree to.",
      "I'm afraid that's not an option.",
    ],
  ],
  [
    "I can't",
    [
      "I'm unable to take that on right now.",
      "That's beyond what I can commit to at the moment.",
      "I won't be able to do that, but here's what I can offer.",
    ],
  ],
  [
    "I won't do that",
    [
      "I'm not comfortable taking that on.",
      "I'll have to decline that request.",
      "That isn't something I can agree to.",
    ],
  ],
  [
    "not my job",
    [
      "That falls outside my responsibilities, but I can connect you with the right person.",
      "I'm not the best person for this; let me point you to the right team.",
      "That sits with another team; I'm happy to make an introduction.",
    ],
  ],
  [
    "not my problem",
    [
      "That's outside my area, but I can direct you to someone who can help.",
      "I'm not the owner of this, but let me find who is.",
      "Let me connect you with the team that handles this.",
    ],
  ],
  [
    "that's not my fault",
    [
      "Let's focus on how we can fix this.",
      "I understand the concern; let's look at what happened and how to prevent it.",
      "I'd like to find the cause together so we can resolve it.",
    ],
  ],
  [
    "I'm too busy",
    [
      "I don't have the capacity right now.",
      "My schedule is full at the moment; could we revisit this next week?",
      "I'm focused on other priorities right now.",
    ],
  ],
  [
    "I'm swamped",
    [
      "I'm at full capacity at the moment.",
      "My workload is heavy right now, so I may need more time.",
      "I'm managing several priorities and want to give this proper attention.",
    ],
  ],
  [
    "I have too much work",
    [
      "My current workload is very high.",
      "I'm stretched across several projects right now.",
      "Could we discuss priorities, as my plate is full?",
    ],
  ],
  [
    "I'm drowning in work",
    [
      "My workload is more than I can manage at the moment.",
      "I'd like to talk about reprioritising my tasks.",
      "I need some support to keep up with current demands.",
    ],
  ],
  [
    "leave me alone",
    [
      "I need some time to focus right now.",
      "Could we pick this up later?",
      "I'd appreciate some uninterrupted time to finish this.",
    ],
  ],
  [
    "stop bothering me",
    [
      "I need to focus on this for now; can we talk later?",
      "Could we schedule a time to discuss this?",
      "I'll be available later today to continue.",
    ],
  ],
  [
    "I don't want to",
    [
      "I'd prefer not to take this on.",
      "I don't think I'm the right fit for this task.",
      "I'd rather focus on where I can add the most value.",
    ],
  ],
  [
    "that's impossible",
    [
      "That would be very difficult to achieve within the current constraints.",
      "I don't see a realistic way to do that yet.",
      "We'd need more resources to make that possible.",
    ],
  ],
  [
    "it can't be done",
    [
      "That isn't feasible with our current resources.",
      "We'd need to change the scope to make it work.",
      "Let's explore alternatives that can work.",
    ],
  ],
  [
    "this will be late",
    [
      "This will need a little more time than planned.",
      "I expect a short delay and will share a new date.",
      "We're running behind schedule; here is the updated timeline.",
    ],
  ],
  [
    "I need more time",
    [
      "Could we extend the deadline?",
      "I'd appreciate a few more days to do this well.",
      "Would a short extension be possible?",
    ],
  ],
  [
    "I missed the deadline",
    [
      "I didn't meet the deadline, and here is my plan to finish.",
      "This is overdue; I'll have it to you by tomorrow.",
      "I apologise for the delay; here is the revised date.",
    ],
  ],
  [
    "I'm running late",
    [
      "I'm running a few minutes behind.",
      "I'll be slightly late; please start without me.",
      "I apologise, I'm delayed and will join shortly.",
    ],
  ],
  [
    "can't make it",
    [
      "Unfortunately, I won't be able to attend.",
      "I have a conflict at that time.",
      "I'm unable to join; could we find another time?",
    ],
  ],
  [
    "I can't come",
    [
      "I won't be able to attend, unfortunately.",
      "I have a prior commitment at that time.",
      "Please count me out this time; I'll catch up afterwards.",
    ],
  ],
  [
    "I'm out sick",
    [
      "I'm unwell today and will be offline.",
      "I'm taking a sick day and will follow up when I'm back.",
      "I'm not feeling well and won't be working today.",
    ],
  ],
  [
    "I'm taking the day off",
    [
      "I'll be out of the office today.",
      "I'm on leave today and will reply tomorrow.",
      "I'm away today; please contact my colleague for urgent matters.",
    ],
  ],
  [
    "I'm on vacation",
    [
      "I'm out of the office and will reply when I return.",
      "I'm on leave with limited access to email.",
      "I'm away until next week; for urgent matters, please contact my team.",
    ],
  ],
  [
    "not now",
    [
      "Could we discuss this later?",
      "This isn't the best time; could we schedule something?",
      "I'd like to come back to this once I've finished my current task.",
    ],
  ],
  [
    "maybe later",
    [
      "Let's revisit this at a later date.",
      "I'll come back to this when time allows.",
      "Could we look at this again next week?",
    ],
  ],
  [
    "forget it",
    ["Let's set this aside for now.", "No need to pursue this further.", "We can leave this for now."],
  ],
  [
    "whatever",
    [
      "I'm fine with either option.",
      "I'm happy to go with your preference.",
      "Either approach works for me.",
    ],
  ],
  [
    "I don't care",
    [
      "I don't have a strong preference.",
      "I'm comfortable with whichever option you choose.",
      "Either way works for me.",
    ],
  ],
  [
    "that's a stupid idea",
    [
      "I have some concerns about this approach.",
      "I'm not sure this will get us the result we want.",
      "Could we consider a few alternatives?",
    ],
  ],
  [
    "that won't work",
    [
      "I see some risks with this approach.",
      "I'm not confident this will solve the problem.",
      "Could we test this before committing?",
    ],
  ],
  [
    "we tried that already",
    [
      "We explored a similar approach before; here's what we learned.",
      "We've tested this in the past, and the results were mixed.",
      "Let's build on what we learned last time.",
    ],
  ],
  [
    "I'm not doing overtime",
    [
      "I'm not able to work beyond my regular hours this week.",
      "I need to keep to my usual schedule.",
      "I can't commit to extra hours, but I can prioritise the urgent items.",
    ],
  ],
  [
    "I'm burnt out",
    [
      "I'm feeling stretched and need to rebalance my workload.",
      "I'd like to talk about sustainable priorities.",
      "I need some time to recharge to keep doing good work.",
    ],
  ],
  [
    "I'm overwhelmed",
    [
      "I have a lot on my plate and could use some help prioritising.",
      "I'd like to discuss my workload.",
      "I want to make sure the most important work gets done first.",
    ],
  ],
  [
    "stop micromanaging me",
    [
      "I'd appreciate more autonomy on this task.",
      "I'm confident I can handle this; I'll keep you updated.",
      "Could we agree on check-in points so I can work independently?",
    ],
  ],
  [
    "that's not fair",
    [
      "I'd like to understand how this decision was made.",
      "I have concerns about how this affects me.",
      "Could we discuss whether this is balanced?",
    ],
  ],
  [
    "I disagree",
    [
      "I see it a little differently.",
      "I have a different perspective on this.",
      "I'd like to offer another point of view.",
    ],
  ],
  [
    "you're wrong",
    [
      "I see it differently; may I explain why?",
      "I think there may be a misunderstanding.",
      "I have some information that may change the picture.",
    ],
  ],
  [
    "that's a lie",
    [
      "That doesn't match my understanding of what happened.",
      "I have a different account of events.",
      "I'd like to look at the facts together.",
    ],
  ],
  [
    "I quit",
    [
      "I've decided to resign from my position.",
      "Please accept this as my formal notice of resignation.",
      "I've decided to move on, and I'm grateful for the opportunity.",
    ],
  ],
  [
    "I'm leaving",
    [
      "I'll be moving on to a new role.",
      "I've accepted another opportunity.",
      "I'm writing to let you know I'll be leaving the company.",
    ],
  ],
  [
    "I hate this job",
    [
      "This role isn't the right fit for me anymore.",
      "I'm looking for work that better matches my strengths.",
      "I'd like to discuss how my role could change.",
    ],
  ],
  [
    "I'm bored",
    [
      "I'm ready for a new challenge.",
      "I'd welcome more responsibility.",
      "I'd like to take on work that stretches me further.",
    ],
  ],
];
