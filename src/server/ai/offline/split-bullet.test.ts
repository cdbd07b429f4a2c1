import { describe, expect, it } from "vitest";
import { keepsMeaning } from "./meaning-guard.ts";
import { suggestImprovements } from "./suggest-improvements.ts";

// Issue 33, defect 7: a line that runs two actions together, or runs over two printed lines, is
// offered as whole bullets; a half that leans on the other ("it became...", "now used by...")
// is never cut loose, and nothing of the line is lost on the way.

function split(line: string, tense: "past" | "present"): string[] | undefined {
  const suggestion = suggestImprovements(line, tense, "bullet").find((s) => s.text.includes("\n"));
  return suggestion?.text.split("\n");
}

describe("splitting a line into whole bullets", () => {
  it("splits two actions joined by ';' even when the line is short of two printed lines", () => {
    expect(
      split(
        "Ran fieldwork on 12 audits and reviews a year for manufacturing and nonprofit clients with $10M-$400M revenue; supervised 2-4 staff per engagement.",
        "past",
      ),
    ).toEqual([
      "Ran fieldwork on 12 audits and reviews a year for manufacturing and nonprofit clients with $10M-$400M revenue.",
      "Supervised 2-4 staff per engagement.",
    ]);
  });

  it("puts the -ing verb of a second action in the tense of the first", () => {
    expect(
      split(
        "Moved the team's model training from a single large server to Hadoop MapReduce and then Spark, cutting daily training time from 9 hours to 70 minutes.",
        "past",
      ),
    ).toEqual([
      "Moved the team's model training from a single large server to Hadoop MapReduce and then Spark.",
      "Cut daily training time from 9 hours to 70 minutes.",
    ]);
  });

  it("splits at sentence ends, keeping a title that opens the line", () => {
    const parts = split(
      "Tech lead for the ranking science team (5 data scientists, 3 ML engineers). Own the learning-to-rank models behind marketplace search and the home-feed recommender, from offline metrics to online experiments.",
      "present",
    );
    expect(parts?.[0]).toBe("Tech lead for the ranking science team (5 data scientists, 3 ML engineers).");
    expect(parts?.[1]).toMatch(/^Own the learning-to-rank models/);
  });

  it("leaves a half that leans on the other, or has no verb, joined", () => {
    const leaning = [
      "Built a usage-based pricing prototype on 18 months of telematics data from 40,000 drivers, with features in Spark and trip events in S3; it became the basis of the 2023 product.",
      "Built the team's experimentation toolkit in Python and SQL that cut the median experiment runtime from 21 to 12 days for every team; now used by 14 teams a year.",
      "Closed 46 new logos at $45K average first-year value across the region; 112% of quota in 2017 and Rookie of the Year.",
      "D. K. Osei, M. Farrow. Monotone-constrained boosting with isotonic calibration for rate filings; compares against linear models.",
    ];
    for (const line of leaning) expect(split(line, "past"), line).toBeUndefined();
  });

  it("keeps every word, name and number of the line in its halves", () => {
    const line =
      "Generated 4 CRISPR-Cas9 knockout zebrafish lines (pink1, prkn) and 2 reporter lines with the xY Labs core; distributed them to 5 other labs at abc.com partner sites.";
    const parts = split(line, "past");
    expect(parts).toHaveLength(2);
    expect(keepsMeaning(line, parts?.join("\n") ?? "", "past")).toBe(true);
    expect(parts?.join(" ")).toContain("xY Labs");
    expect(parts?.join(" ")).toContain("abc.com");
  });
});
