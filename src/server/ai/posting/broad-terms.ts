// Dictionary terms that name a whole field or an everyday activity rather than a skill a
// recruiter searches for ("sales" in a sales posting, "training", "research", "compliance").
// They stay in the dictionary (a resume may list them, grounding reads them) but a posting's
// analysis does not list them as requirements: they would pad the checklist and the score with
// words every posting of the field uses.

export const BROAD_TERMS: ReadonlySet<string> = new Set(
  [
    "sales",
    "retail",
    "accounting",
    "auditing",
    "nursing",
    "teaching",
    "training",
    "research",
    "compliance",
    "laboratory",
    "procurement",
    "logistics",
    "driving",
    "partnerships",
    "event planning",
    "quality control",
    "process improvement",
    "financial planning",
    "supply chain management",
    "product design",
    "web applications",
    "dashboards",
  ].map((term) => term.toLowerCase()),
);

/**
 * Ways of working with people that the dictionary keeps as hard terms (a writer must not claim
 * them unprompted) but that postings ask for as soft skills: listed with the soft skills, unscored.
 */
export const SOFT_IN_POSTINGS: ReadonlySet<string> = new Set(
  ["coaching", "mentoring", "customer service", "code review", "technical writing"].map((term) =>
    term.toLowerCase(),
  ),
);
