import { describe, expect, it } from "vitest";
import { brokenSentences } from "../quality/whole-sentences.ts";
import { evidenceClauses } from "./evidence-clauses.ts";

// Real resumes' bullets (label-colon lines, relative clauses, "involved in") restated whole or not at all.
const texts = (bullet: string) => evidenceClauses(bullet, "past").map((clause) => clause.text);

describe("a bullet restated as clauses", () => {
  it("reads a word after a label's colon as the description's noun, not an order", () => {
    expect(texts("Notifications: Service for sending email, push and in-app notifications.")).toEqual([]);
    expect(texts("Data Collection: Designed the survey platform for 3 teams.")).toEqual([
      "designed the survey platform for 3 teams",
    ]);
  });

  it("drops a relative clause the cut left a word long, and the checker flags one", () => {
    const [clause] = texts(
      "Designed the internal survey and crowdsourcing platform which allowed for creating various tasks for crowdsourcing or embedding surveys across the whole platform.",
    );
    expect(clause).toBe("designed the internal survey and crowdsourcing platform");
    expect(brokenSentences("I designed the platform which allowed.")).toHaveLength(1);
  });

  it("says a task given or work joined as such: 'was tasked with', 'was involved in'", () => {
    expect(texts("Tasked with maintaining the claims database.")).toEqual([
      "was tasked with maintaining the claims database",
    ]);
    expect(texts("Involved in features such as delivery time optimization.")[0]).toMatch(
      /^was involved in features/,
    );
  });
});
