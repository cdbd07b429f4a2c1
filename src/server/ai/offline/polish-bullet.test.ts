import { describe, expect, it } from "vitest";
import { polishBullet } from "./polish-bullet.ts";

describe("polishBullet", () => {
  it.each([
    [
      "responsible for managing a team of 5 cashiers",
      "Managed a team of 5 cashiers.",
      "Manage a team of 5 cashiers.",
    ],
    [
      "Responsible for the development of the mobile app",
      "Developed the mobile app.",
      "Develop the mobile app.",
    ],
    [
      "I was responsible for handling customer complaints",
      "Handled customer complaints.",
      "Handle customer complaints.",
    ],
    ["In charge of inventory", "Oversaw inventory.", "Oversee inventory."],
    // The person's part is information, not filler: "helped" stays "helped" (issue 33).
    ["helped with customer onboarding", "Helped with customer onboarding.", "Help with customer onboarding."],
    ["helped to organise events", "Helped to organise events.", "Help to organise events."],
    ["Helped customers find products", "Helped customers find products.", "Help customers find products."],
    ["worked on the checkout redesign", "Worked on the checkout redesign.", "Work on the checkout redesign."],
    [
      "worked with designers to ship features",
      "Collaborated with designers to ship features.",
      "Collaborate with designers to ship features.",
    ],
    [
      "Duties included answering phones and scheduling visits",
      "Answered phones and scheduled visits.",
      "Answer phones and schedule visits.",
    ],
    [
      "Design, build and test new features",
      "Designed, built and tested new features.",
      "Design, build and test new features.",
    ],
    [
      "administered medications and monitored vital signs",
      "Administered medications and monitored vital signs.",
      "Administer medications and monitor vital signs.",
    ],
    ["Successfully won Techcrunch Disrupt", "Won Techcrunch Disrupt.", "Won Techcrunch Disrupt."],
    ["Reduced costs by 20%", "Reduced costs by 20%.", "Reduced costs by 20%."],
  ])("%s", (input, past, present) => {
    expect(polishBullet(input, "past").text).toBe(past);
    expect(polishBullet(input, "present").text).toBe(present);
  });

  it.each([
    ["Managing Director at Foo", "Managing Director at Foo"],
    ["Lead developer for payments", "Lead developer for payments"],
    ["Training program for new hires", "Training program for new hires."],
    ["Built by all women team of newbie programmers", "Built by all women team of newbie programmers."],
    ["Awarded 'Teacher of the Month'", "Awarded 'Teacher of the Month'."],
    ["Grade: 4.0", "Grade: 4.0"],
    ["https://example.com/cert", "https://example.com/cert"],
    ["I love clean code and long walks", "I love clean code and long walks."],
  ])("leaves the meaning of %s alone", (input, expected) => {
    expect(polishBullet(input, "past").text).toBe(expected);
  });
});
