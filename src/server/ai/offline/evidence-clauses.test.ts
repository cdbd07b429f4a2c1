import { describe, expect, it } from "vitest";
import { brokenSentences } from "../quality/whole-sentences.ts";
import { evidenceClauses, saysWhatItDoes } from "./evidence-clauses.ts";
import { doneAndMeasured, firstOf } from "./letter-answers.ts";

// Real resumes' bullets (label-colon lines, relative clauses, "involved in") restated whole or not at all.
const texts = (bullet: string) => evidenceClauses(bullet, "past").map((clause) => clause.text);

describe("a bullet restated as clauses", () => {
  it("keeps a line's result when it cuts: the measured doing of a tool, the figure against a baseline (blind review r6)", () => {
    // Cut to "built a Google Sheets and Apps Script tool", the line kept no point.
    expect(
      texts(
        "Dispatched 35-50 drivers a day; built a Google Sheets and Apps Script tool that assigned routes automatically and saved about 40 minutes of manual work every morning.",
      ),
    ).toContain(
      "built a Google Sheets and Apps Script tool that saved about 40 minutes of manual work every morning",
    );
    // "forecast" opening a later clause is its subject's noun, and what the figure was measured
    // against may go: the result is said, not only "cleaned 3 years of demand history".
    expect(
      texts(
        "Cleaned 3 years of demand history and produced monthly forecasts with exponential smoothing; forecast error (MAPE) on the top 200 SKUs improved from 41% to 26% versus the client's min/max method.",
      ),
    ).toContain("forecast error on the top 200 SKUs improved from 41% to 26%");
    // The result is said with the doing that made it, not with a first step (blind review r7).
    expect(
      doneAndMeasured(
        "Cleaned 3 years of demand history and produced monthly forecasts with exponential smoothing; forecast error (MAPE) on the top 200 SKUs improved from 41% to 26% versus the client's min/max method.",
        "past",
      ).map((clause) => clause.text),
    ).toEqual([
      "produced monthly forecasts with exponential smoothing",
      "forecast error on the top 200 SKUs improved from 41% to 26%",
    ]);
    // An order is still an order: "set up alerts" after a semicolon is the person's doing.
    expect(texts("Built the pipeline; set up alerts for 12 teams.")).toContain("set up alerts for 12 teams");
  });

  it("keeps a result's list of means with its 'by' or not at all (blind review: 'and moved to…')", () => {
    expect(
      texts(
        "Brought food cost from 34.2% to 28.5% in 10 months by re-costing all 46 menu items, moving to whole-animal butchery and renegotiating with 3 produce purveyors.",
      ),
    ).toEqual(["brought food cost from 34.2% to 28.5% in 10 months"]);
    expect(
      texts("Cut churn 12% by redesigning onboarding, adding in-app tips and calling every new account."),
    ).toEqual(["cut churn 12%"]);
    // An -ing result after a comma, with no "by" before it, is still the person's doing.
    expect(texts("Built the pipeline, cutting run time by 40%, and trained 12 analysts.")).toContain(
      "cut run time by 40%",
    );
  });

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

  it("keeps a relative clause's verb, or drops the relative clause whole: never 'the dashboard that account managers.'", () => {
    const [clause] = texts(
      "Created the R Shiny campaign-diagnostics dashboard that account managers used for 300+ client reviews a quarter.",
    );
    expect(clause).toMatch(
      /^created the R Shiny campaign-diagnostics dashboard( that account managers used)?$/,
    );
    expect(brokenSentences("I created the dashboard that account managers.")).toHaveLength(1);
    expect(brokenSentences(`I ${clause}.`)).toEqual([]);
    // "that" after a preposition is no relative pronoun.
    expect(brokenSentences("I led the ward in that role.")).toEqual([]);
  });

  it("says a task given or work joined as such: 'was tasked with', 'was involved in'", () => {
    expect(texts("Tasked with maintaining the claims database.")).toEqual([
      "was tasked with maintaining the claims database",
    ]);
    expect(texts("Involved in features such as delivery time optimization.")[0]).toMatch(
      /^was involved in features/,
    );
  });

  it("says nothing done to the work as done by the person: 'written during', 'now used by'", () => {
    expect(texts("R package for zero-inflated count models, written during my postdoc.")).toEqual([]);
    expect(
      texts("Built the experimentation toolkit in Python; now used by 14 teams and 300+ experiments a year."),
    ).toEqual(["built the experimentation toolkit in Python"]);
  });

  it("starts no clause inside brackets: a list in an aside is one thing", () => {
    expect(
      evidenceClauses(
        "Designed 18 custom assembly and test machines (fixtures, conveyors, pneumatic grippers, guarding) with budgets of $80K-$1.2M.",
        "past",
        1000,
      ).map((clause) => clause.text),
    ).toEqual(["designed 18 custom assembly and test machines with budgets of $80K-$1.2M"]);
  });

  it("drops a place phrase that ends at a second action, never whom the work was done with", () => {
    const present = (bullet: string) => evidenceClauses(bullet, "present").map((clause) => clause.text);
    // Too long a run of the bullet's words as written: "on fall-risk documentation" goes whole.
    expect(
      present(
        "Pull weekly Epic Reporting Workbench reports on fall-risk documentation and share an Excel dashboard with the nurse manager; compliance rose from 81% to 96% in 6 months.",
      )[0],
    ).toBe(
      "pull weekly Epic Reporting Workbench reports and share an Excel dashboard with the nurse manager",
    );
    // "with the CRO" is the person's part: the clause keeps it ("together with the CRO").
    expect(
      present(
        "Run quarterly business reviews with the CRO and present the Central region forecast in Clari.",
      )[0],
    ).toContain("with the CRO");
  });

  it("keeps the requirement a letter answers, dropping a trailing phrase rather than the clause", () => {
    const keeping = (bullet: string, keep: string) =>
      evidenceClauses(bullet, "past", undefined, [keep]).map((clause) => clause.text);
    const bullet =
      "Wrote SQL queries against the loan data warehouse to reconcile 3 monthly reports, finding a $4.8M classification error.";
    // Without a requirement, the trailing purpose goes too, as a last resort: still true.
    expect(texts(bullet)).toEqual([
      "wrote SQL queries against the loan data warehouse",
      "found a $4.8M classification error",
    ]);
    expect(keeping(bullet, "SQL")).toEqual([
      "wrote SQL queries against the loan data warehouse",
      "found a $4.8M classification error",
    ]);
    // A range is the result: the phrase before it goes instead, never the range alone.
    expect(
      keeping(
        "Built the toolkit in Python that cut the median runtime from 21 to 12 days across 9 teams.",
        "Python",
      ),
    ).not.toContain("built the toolkit in Python that cut the median runtime");
  });
});

describe("a project's line in the third person", () => {
  it("says what the project does, not what its maker did", () => {
    expect(saysWhatItDoes("- Supports LightGBM, XGBoost and PyTorch rankers")).toBe(true);
    expect(saysWhatItDoes("Computes NDCG and MRR per query segment")).toBe(true);
    expect(saysWhatItDoes("- Built a ranking diagnostics library")).toBe(false);
    expect(saysWhatItDoes("Support for 3 ranking libraries")).toBe(false);
  });
});

describe("a relative clause's verbs", () => {
  it("are the thing's, not the person's", () => {
    const said = evidenceClauses(
      "Built a triage model that doubled the referral hit rate and prevented $14M in improper payments",
      "past",
    ).map((clause) => clause.text);
    expect(said.some((text) => text.startsWith("prevented"))).toBe(false);
  });
});

describe("a clause that points back at the one before it", () => {
  it("is said with it, or not at all", () => {
    expect(
      evidenceClauses("Designed the intake process and trained 12 staff to use it", "past").map(
        (c) => c.text,
      ),
    ).toEqual(["designed the intake process and trained 12 staff to use it"]);
    const alone = evidenceClauses(
      "Performed microinjection for 30+ CRISPR and Tol2 transgenesis projects (about 15,000 embryos a year) and trained 6 visiting scientists in the technique",
      "past",
    ).map((c) => c.text);
    expect(alone.some((text) => text.includes("the technique") && !text.includes("microinjection"))).toBe(
      false,
    );
  });

  it("keeps whom the work was shared with: 'with the informatics team' is the person's part", () => {
    const said = evidenceClauses(
      "Built and validated 14 flowsheet rows and 3 admission documentation templates with the informatics team, cutting documentation time from 38 to 24 minutes",
      "past",
    ).map((c) => c.text);
    expect(said[0]).toContain("with the informatics team");
  });
});

describe("a shortened clause keeps its object whole", () => {
  const texts = (bullet: string) => evidenceClauses(bullet, "past").map((clause) => clause.text);

  it("never cuts inside a noun phrase at an -ing word ('auto pricing prototype')", () => {
    for (const text of texts(
      "Built a usage-based auto pricing prototype on 18 months of telematics data (trip events streamed from Kafka into S3), showing 12% better segmentation than the filed plan",
    ))
      expect(text.endsWith("usage-based auto")).toBe(false);
  });

  it("keeps what a move or a migration was from and to", () => {
    for (const text of texts(
      "Led the move from a batch-scored home-feed recommender to a two-tower PyTorch retrieval model served from a FAISS vector index on Kubernetes",
    ))
      expect(text).not.toBe("led the move");
  });

  it("does not take a noun spelled like a past form for a dangling verb ('the region forecast')", () => {
    expect(texts("Present the Central region forecast in Clari")[0]).toContain("forecast");
  });
});

describe("what a made thing did, and where a move went", () => {
  const texts = (bullet: string) => evidenceClauses(bullet, "past").map((clause) => clause.text);

  it("does not say a system's doing as the person's ('catching 30+ bad loads')", () => {
    expect(
      texts("Built the daily data-quality checks on 14 feeds, catching 30+ bad loads a year").some((text) =>
        text.startsWith("caught"),
      ),
    ).toBe(false);
    // An impact the person made with what they built stays theirs.
    expect(texts("Built 3 admission templates, cutting documentation time from 38 to 24 minutes")).toContain(
      "cut documentation time from 38 to 24 minutes",
    );
  });

  it("keeps where a move went", () => {
    for (const text of texts(
      "Moved 40+ ranking features from ad-hoc Spark jobs into a Feast feature store with Airflow orchestration and MLflow model registry",
    ))
      if (text.startsWith("moved")) expect(text).toMatch(/into a Feast feature store/);
  });

  it("says a result with its own subject only when the subject names what moved", () => {
    // "compliance rose" alone: compliance with what? (the bullet said it before the cut)
    expect(
      texts("Share an Excel dashboard with the nurse manager; compliance rose from 81% to 96% in 6 months."),
    ).toEqual(["shared an Excel dashboard with the nurse manager"]);
    expect(
      texts("Cut mis-ships from 0.42% to 0.11%; office referrals fell from 19 to 4 year over year."),
    ).toContain("office referrals fell from 19 to 4 year over year");
  });

  it("reads a verb that takes an object, met with a preposition, as done to the thing before it", () => {
    expect(
      texts("Developed claim-severity models for personal auto, filed with regulators in 9 states."),
    ).toEqual(["developed claim-severity models for personal auto"]);
  });

  it("keeps the person's spelling of a verb already in the tense wanted", () => {
    expect(texts("Modelled council tax scenarios for 317 councils.")[0]).toMatch(/^modelled /);
  });

  it("never says an -ing result alone when the work it came from could not be said", () => {
    // The sidecar clause is too long to restate whole; "removed a network hop" alone would read as
    // the next thing listed, another line's doing.
    const said = texts(
      "Wrote the Go scoring sidecar that lets the search service call the ranking model in-process, removing a network hop and 11 ms from median latency.",
    );
    expect(said.join(" ")).not.toMatch(/^removed a network hop/);
  });

  it("says the result of a made thing as its own clause when the line is too long to say whole (blind review: the best evidence went unsaid)", () => {
    expect(
      texts(
        "Designed a self-venting seal cartridge that cut seal-related warranty claims 40% in its first 18 months (US patent application pending).",
      ),
    ).toEqual([
      "designed a self-venting seal cartridge",
      "it cut seal-related warranty claims 40% in its first 18 months",
    ]);
    // The thing made stands before the brackets: a toolkit, not "metrics".
    expect(
      texts(
        "Built the team's experimentation toolkit in Python and SQL (CUPED variance reduction, sequential testing, guardrail metrics) that cut the median experiment runtime from 21 to 12 days.",
      ).at(-1),
    ).toBe("it cut the median experiment runtime from 21 to 12 days");
    // "it showed 22% more first sales" is the experiment's: not said after the partnering.
    const said = doneAndMeasured(
      "Partnered with the seller-experience product team on a new-seller exposure boost: designed the exploration budget, and ran the 3-arm experiment that showed new sellers getting 22% more first sales in their first 30 days.",
      "past",
    ).map((clause) => clause.text);
    expect(said.join(" | ")).not.toMatch(/partnered[^|]*\| it showed/);
  });

  it("keeps the condition a result was met under: 'on time' is never dropped", () => {
    expect(
      texts(
        "Delivered 98% of 40 client projects on time and under budget across 3 regions of the company.",
      )[0],
    ).toMatch(/on time/);
  });

  it("keeps a made thing's result with its maker when a letter takes only the first few clauses", () => {
    const [designed, result] = texts(
      "Designed a self-venting seal cartridge that cut seal-related warranty claims 40% in its first 18 months.",
    );
    const clauses = evidenceClauses(
      "Designed a self-venting seal cartridge that cut seal-related warranty claims 40% in its first 18 months.",
      "past",
    );
    expect([designed, result]).toEqual(clauses.map((clause) => clause.text));
    expect(clauses.filter(firstOf(1)).map((clause) => clause.text)).toEqual([designed, result]);
    expect(clauses.filter(firstOf(0))).toEqual([]);
  });
});
