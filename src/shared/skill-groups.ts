// Skills in named groups ("Languages: Python, R"), without zod: the pages that edit and compare
// skills import these, and the schema in resume-extras.ts builds on them.

export interface SkillGroup {
  /** "" for the unnamed group that holds plain skills. */
  name: string;
  keywords: string[];
}

/** At most this many skills in a group (resume-extras.ts checks it; plain skills are split by it). */
export const MAX_GROUP_KEYWORDS = 60;

/** Groups from a mixed list of one-line skills and groups; plain skills first, 60 to a group. */
export function toSkillGroups(items: readonly unknown[]): SkillGroup[] {
  const groups: SkillGroup[] = [];
  const plain: string[] = [];
  for (const item of items) {
    if (typeof item !== "string") {
      groups.push(item as SkillGroup);
      continue;
    }
    const at = item.indexOf(": ");
    if (at < 0) {
      if (item.trim()) plain.push(item.trim());
      continue;
    }
    groups.push({ name: item.slice(0, at).trim(), keywords: splitSkillList(item.slice(at + 2)) });
  }
  const unnamed: SkillGroup[] = [];
  for (let at = 0; at < plain.length; at += MAX_GROUP_KEYWORDS) {
    unnamed.push({ name: "", keywords: plain.slice(at, at + MAX_GROUP_KEYWORDS) });
  }
  return [...unnamed, ...groups];
}

/** Groups as text to edit: a line per group, "Label: a, b" (a line without a label: plain skills). */
export function skillGroupsToText(groups: readonly SkillGroup[]): string {
  return filledSkillGroups(groups)
    .map((group) => (group.name ? `${group.name}: ${group.keywords.join(", ")}` : group.keywords.join(", ")))
    .join("\n");
}

/** The reverse of skillGroupsToText; lines without a label add to the unnamed group. */
export function skillGroupsFromText(text: string): SkillGroup[] {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const plain = lines.filter((line) => !line.includes(": ")).flatMap(splitSkillList);
  return toSkillGroups([...plain, ...lines.filter((line) => line.includes(": "))]);
}

/** "a, b ,c" -> ["a", "b", "c"]: how a pasted comma-separated list becomes skills. */
function splitSkillList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Every skill of the resume, group by group, once each (what keywords and grounding read). */
export function allSkills(groups: readonly SkillGroup[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const group of groups) {
    for (const keyword of group.keywords) {
      const skill = keyword.trim();
      if (!skill || seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills;
}

/** Groups with something in them, keywords trimmed. */
export function filledSkillGroups(groups: readonly SkillGroup[]): SkillGroup[] {
  return groups
    .map((group) => ({
      name: group.name.trim(),
      keywords: group.keywords.map((keyword) => keyword.trim()).filter(Boolean),
    }))
    .filter((group) => group.keywords.length > 0);
}

/**
 * The same groups with their skills in `order` (a reordered flat list, as tailoring returns):
 * each group's skills follow it, and groups follow their best-placed skill. A skill `order`
 * lacks keeps its place after those it has.
 */
export function orderSkillGroups(groups: readonly SkillGroup[], order: readonly string[]): SkillGroup[] {
  const rank = new Map(order.map((skill, index) => [skill.trim().toLowerCase(), index]));
  const rankOf = (skill: string) => rank.get(skill.trim().toLowerCase()) ?? Number.MAX_SAFE_INTEGER;
  const sorted = groups.map((group) => ({
    name: group.name,
    keywords: [...group.keywords].sort((a, b) => rankOf(a) - rankOf(b)),
  }));
  const best = (group: SkillGroup) => Math.min(Number.MAX_SAFE_INTEGER, ...group.keywords.map(rankOf));
  return sorted.sort((a, b) => best(a) - best(b));
}
