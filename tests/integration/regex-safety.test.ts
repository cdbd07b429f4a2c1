import { check, type Diagnostics } from "recheck";
import { describe, expect, it } from "vitest";
import { appSourceFiles, type FoundRegex, findRegexes } from "../support/find-regexes.ts";

// Security review item 1: a regex that backtracks (/\s*\n+\s*/ on an imported address) let one
// request hold the server for minutes. Every regex in src/ is checked here with recheck, a ReDoS
// checker: a new one that takes more than linear time on some input fails this test. Fix it with
// plain string steps (src/shared/linear-text.ts) or an unambiguous pattern; only a regex that
// never sees user text may be listed below instead.

/** Regexes that run only on text we or the operator wrote, never on a user's. */
const NOT_USER_TEXT: { file: string; source: string; reason: string }[] = [
  {
    file: "src/server/env.ts",
    source: "^\\/+|\\/+$",
    reason: "trims S3_PREFIX, an environment variable the operator sets",
  },
  {
    file: "src/server/env.ts",
    source: "\\/+$",
    reason: "trims the APP_URL and S3 endpoint environment variables the operator sets",
  },
  {
    file: "src/server/modules/blog/parse-front-matter.ts",
    source: "^([A-Za-z_][\\w-]*):\\s*(.*)$",
    reason: "reads the front matter of the blog's markdown files in content/, written by us",
  },
  {
    file: "src/server/modules/blog/markdown-to-blocks.ts",
    source: "^-+|-+$",
    reason: "makes heading anchors of the blog's markdown files in content/, written by us",
  },
];

/**
 * RegExps built from code rather than a literal cannot be checked as written: each is listed
 * with why it is safe and the shapes it takes, and those samples are checked like the rest.
 */
const BUILT: { file: string; reason: string; samples: RegExp[] }[] = [
  {
    file: "src/server/ai/prompts/untrusted-text.ts",
    reason: "our own tag names (job_posting, instructions, phrase) between fixed parts",
    samples: [/<\/?\s*job_posting\s*>/gi, /<\/?\s*instructions\s*>/gi],
  },
  {
    file: "src/server/ai/offline/polish-bullet.ts",
    reason: "an alternation of the fixed nouns in NOMINALS",
    samples: [/^(?:the\s+)?(management|development|creation)\s+(?:of|for)\s+/i],
  },
  {
    file: "src/server/modules/import-export/documents/read-dates.ts",
    reason: "alternations of fixed month, season and 'present' words around bounded digit runs",
    samples: [
      new RegExp(
        [
          "(?<dayBefore>\\d{1,2}\\s)?(?<monthName>september|sept|sep|march|mar|may)\\.?\\s(?<dayAfter>\\d{1,2},?\\s)?(?<namedYear>(?:19|20)\\d\\d)",
          "(?<isoYear>(?:19|20)\\d\\d)[-/.](?<isoMonth>\\d{1,2})(?:[-/.](?<isoDay>\\d{1,2}))?",
          "(?<first>\\d{1,2})[/.](?<second>\\d{1,2})[/.](?<dmyYear>(?:19|20)\\d\\d)",
          "(?<numMonth>\\d{1,2})[/.](?<numYear>(?:19|20)\\d\\d)",
          "(?<season>spring|summer)\\s(?<seasonYear>(?:19|20)\\d\\d)",
          "(?<year>(?:19|20)\\d\\d)",
          "(?<present>present|to date|now)",
        ]
          .map((pattern) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`)
          .join("|"),
        "giu",
      ),
    ],
  },
  {
    file: "src/server/modules/import-export/documents/entry-words.ts",
    reason: "alternations of fixed degree, school and organisation words between letter edges",
    samples: [
      /(?<![\p{L}\p{N}])(?:bachelor|master|ph\.?\s?d\.?|b\.?a\.?|m\.?s\.?|high school|laurea)(?![\p{L}\p{N}])/iu,
    ],
  },
  {
    file: "src/server/modules/import-export/documents/pdf-text-repair.ts",
    reason: "two fixed month-and-year shapes joined by spaces (a range dash lost from the text layer)",
    samples: [
      /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{4}) +(?=(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{4}|present|now|current)\b)/gi,
    ],
  },
  {
    file: "src/web/features/landing/highlight.ts",
    reason: "an alternation of escaped literal phrases from our testimonials",
    samples: [/(AI tailoring|ATS-friendly|AI)/gi],
  },
];

// recheck's fuzzing phases are bounded by steps rather than milliseconds, so the verdict does not
// depend on how busy the machine is: an attack string (up to 300,000 characters) that makes the
// matcher read 10^8 characters is super-linear. Its overall `timeout` is off for the same reason:
// under the full suite on 2 cores a 30 s limit turned eight safe patterns into "could not decide";
// the test's own time limit still bounds the run.
const RECHECK_PARAMS = {
  timeout: null,
  incubationTimeout: null,
  attackTimeout: null,
  seedingTimeout: null,
  attackLimit: 100_000_000,
  randomSeed: 1,
};

const describeFound = (regex: FoundRegex) => `${regex.file}:${regex.line} ${regex.code}`;

function verdict(result: Diagnostics): string | undefined {
  if (result.status === "safe") return undefined;
  if (result.status === "vulnerable") {
    return `${result.complexity.summary}; attack: ${result.attack.pattern}`;
  }
  return `recheck could not decide (${result.error.kind}); simplify the pattern`;
}

describe("regular expressions in src/", () => {
  it("none takes more than linear time on any input (recheck), unless it never sees user text", async () => {
    const found = findRegexes(appSourceFiles());
    expect(found.length).toBeGreaterThan(100); // the parse found the regexes at all

    const built = found.filter((regex) => regex.source === null);
    const unlisted = built.filter((regex) => !BUILT.some((entry) => entry.file === regex.file));
    expect(unlisted.map(describeFound), "RegExps built from code: list them in BUILT").toEqual([]);

    const literals = found.filter((regex) => regex.source !== null);
    const allowed = (regex: FoundRegex) =>
      NOT_USER_TEXT.some((entry) => entry.file === regex.file && entry.source === regex.source);
    const toCheck = [
      ...literals.filter((regex) => !allowed(regex)),
      ...BUILT.flatMap((entry) =>
        entry.samples.map((sample) => ({
          file: entry.file,
          line: 0,
          source: sample.source,
          flags: sample.flags,
          code: `sample ${sample}`,
        })),
      ),
    ];

    // One check per distinct pattern; recheck's native agent runs them side by side.
    const byPattern = Map.groupBy(toCheck, (regex) => `/${regex.source}/${regex.flags}`);
    const problems = await Promise.all(
      [...byPattern.values()].map(async (regexes) => {
        const [first] = regexes;
        if (!first?.source) return [];
        const problem = verdict(await check(first.source, first.flags, RECHECK_PARAMS));
        return problem ? regexes.map((regex) => `${describeFound(regex)}: ${problem}`) : [];
      }),
    );
    expect(problems.flat()).toEqual([]);

    // An allow-list entry whose regex is gone would quietly allow the next one with its text.
    const stale = [
      ...NOT_USER_TEXT.filter(
        (entry) => !literals.some((regex) => regex.file === entry.file && regex.source === entry.source),
      ),
      ...BUILT.filter((entry) => !built.some((regex) => regex.file === entry.file)),
    ].map((entry) => entry.file);
    expect(stale, "allow-list entries with no regex left: remove them").toEqual([]);
  }, 600_000);
});
