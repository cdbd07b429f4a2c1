import { describe, expect, it } from "vitest";
import { addedMessage, confirmationsFrom, UNCHOSEN } from "./term-confirmations";

describe("confirmationsFrom", () => {
  it("sends only ticked terms, to plain skills or a named group", () => {
    const { terms, errors } = confirmationsFrom({
      React: { ...UNCHOSEN, checked: true },
      SQL: { ...UNCHOSEN, checked: true, group: "Databases" },
      MongoDB: { ...UNCHOSEN, group: "Databases" },
    });
    expect(terms).toEqual([{ term: "React" }, { term: "SQL", group: "Databases" }]);
    expect(errors).toEqual({});
  });

  it("sends a bullet with its job, trimmed", () => {
    const { terms } = confirmationsFrom({
      React: {
        ...UNCHOSEN,
        checked: true,
        place: "bullet",
        experienceId: "12",
        text: " Built a React app. ",
      },
    });
    expect(terms).toEqual([{ term: "React", experience_id: 12, text: "Built a React app." }]);
  });

  it("holds back a bullet without a job or text, saying why", () => {
    const { terms, errors } = confirmationsFrom({
      React: { ...UNCHOSEN, checked: true, place: "bullet", experienceId: "12", text: "  " },
      SQL: { ...UNCHOSEN, checked: true, place: "bullet", text: "Wrote SQL." },
    });
    expect(terms).toEqual([]);
    expect(errors).toEqual({
      React: 'Write your bullet, naming "React".',
      SQL: "Choose the job for your bullet.",
    });
  });
});

it("announces how many terms were added", () => {
  expect(addedMessage(1)).toBe("Added 1 term to your resume.");
  expect(addedMessage(3)).toBe("Added 3 terms to your resume.");
});
