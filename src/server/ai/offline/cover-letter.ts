import { trimEndChars } from "../../../shared/linear-text.ts";
import type { PostingTerm } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { article, heldTitle, titleHead } from "../held-title.ts";
import { indexText, mentions } from "../language/skill-index.ts";
import { analysePosting } from "../posting/analyse-posting.ts";
import { cleanTitle } from "../posting/posting-header.ts";
import { resumeText } from "../resume-text.ts";
import type { CoverLetterInput } from "../writer.ts";
import { readLines, splitSentences } from "./bullet-lines.ts";
import { polishBullet, type Tense } from "./polish-bullet.ts";
import { relevanceScorer, type Scorer } from "./relevance.ts";
import { tenseByDates } from "./rewrite-resume.ts";
import { rankedSkills } from "./summary.ts";

// A cover letter from the resume's own achievements, quoted in the first person: greeting,
// the role, one or two paragraphs of the best-matching results, the skills the posting and the
// resume share, a closing and the name. Nothing is claimed that the resume does not say.

interface Achievement {
  /** Where it happened, as the letter introduces it ("As Teacher at CoderDojo"). */
  place: string;
  rowKey: string;
  /** The row's place in the resume: paragraphs follow the resume's order. */
  order: number;
  /** First person, no capital, no final stop: "optimized an algorithm that ...". */
  clause: string;
  score: number;
}

const PASSIVE_OPENERS =
  /^(awarded|promoted|selected|recognized|recognised|nominated|elected|invited|honored|honoured|appointed|named|chosen|granted|featured|certified|hired)\b/i;

export function writeCoverLetterOffline(input: CoverLetterInput): string {
  // "Seeking a DevOps & Kubernetes engineer (m/f/d)" is how the poster wrote it, not the title.
  const title = input.jobTitle.trim() ? cleanTitle(input.jobTitle) : "";
  const company = input.company.trim();
  // The posting's required terms first, then its preferred ones (posting/analyse-posting.ts).
  const analysis = input.jobDescription.trim()
    ? analysePosting(input.jobDescription, { title, company })
    : null;
  const keywords = analysis ? byImportance(analysis.terms) : [];
  const score = relevanceScorer([...keywords, ...(title ? [title.toLowerCase()] : [])]);
  const instructions = input.instructions.toLowerCase();
  const brief = /\b(short|shorter|brief|concise)\b/.test(instructions);
  const eager = /\b(enthusiastic|excited|energetic|passionate)\b/.test(instructions);

  const greeting = company ? `Dear ${company} hiring team,` : "Dear hiring manager,";
  const position = `the ${title || "open"} position${company ? ` at ${company}` : ""}`;
  const applying = eager ? `I am excited to apply for ${position}` : `I am writing to apply for ${position}`;
  const paragraphs = [greeting];
  const resume = input.resume;
  if (resume) {
    paragraphs.push(`${stop(applying)} ${profileSentence(resume, score)}`.trim());
    const body = achievementParagraphs(resume, score, brief ? 1 : 2);
    paragraphs.push(...body);
    const skills = sharedSkills(resume, keywords, title);
    if (skills) paragraphs.push(skills);
  } else {
    // What the role is about, not a claim about the person: soft skills may be named too.
    const focus = [...keywords, ...(analysis?.soft ?? [])].slice(0, 3);
    paragraphs.push(
      focus.length
        ? `${stop(applying)} The role's focus on ${listOf(focus)} matches the work I want to do next, and I would bring care and steady commitment to it.`
        : `${stop(applying)} I would bring care, reliability and a willingness to learn to your team.`,
    );
  }
  paragraphs.push(
    `${stop(`I would welcome the chance to discuss how I can contribute to ${company || "your team"}`)} Thank you for your time and consideration.`,
  );
  paragraphs.push(`Sincerely,\n${resume?.full_name.trim() || "[Your name]"}`);
  return paragraphs.join("\n\n");
}

function byImportance(terms: PostingTerm[]): string[] {
  const required = terms.filter((term) => term.importance === "required" && term.kind === "skill");
  const preferred = terms.filter((term) => term.importance === "preferred" && term.kind === "skill");
  return [...required, ...preferred].map((term) => term.term);
}

/** The sentence with its full stop, once: "... at Evergreen Components, Inc." gets no second one. */
function stop(sentence: string): string {
  return sentence.endsWith(".") ? sentence : `${sentence}.`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A title the person held (the desired role is a target: only when they held it), stated years
 * (only the user's own figure: no arithmetic in a letter) and top skills. The years are the
 * person's whole experience, so they are not tied to the title: "most recently as".
 */
function profileSentence(resume: ResumeDocument, score: Scorer): string {
  const role = titleHead(heldTitle(resume, resume.desired_role));
  const skills = rankedSkills(resume, score).slice(0, 3);
  const years = resume.years_experience;
  const background = skills.length ? ` and a background in ${listOf(skills)}` : "";
  if (years && role) {
    return `With ${years} ${years === 1 ? "year" : "years"} of experience, most recently as ${article(role)} ${role}${background}, I am confident I can contribute from the start.`;
  }
  if (role) {
    const withSkills = skills.length ? ` with a background in ${listOf(skills)}` : "";
    return `As ${article(role)} ${role}${withSkills}, I am confident I can contribute from the start.`;
  }
  return skills.length ? `My background in ${listOf(skills)} has prepared me well for this role.` : "";
}

function achievementParagraphs(resume: ResumeDocument, score: Scorer, count: number): string[] {
  const found: Achievement[] = [];
  for (const row of resume.experiences) {
    const tense: Tense = row.still_working ? "present" : "past";
    const place = row.still_working
      ? `In my current role as ${row.role.trim() || "a team member"}${row.company.trim() ? ` at ${row.company.trim()}` : ""}`
      : `As ${row.role.trim() || "a team member"}${row.company.trim() ? ` at ${row.company.trim()}` : ""}`;
    collect(
      found,
      { text: row.responsibilities, tense, place, rowKey: `e${row.id}`, order: row.order },
      score,
    );
  }
  for (const row of resume.projects) {
    const place = row.name.trim() ? `On the ${row.name.trim()} project` : "In one of my projects";
    const tense = tenseByDates(row.start_date, row.end_date);
    collect(
      found,
      { text: row.description, tense, place, rowKey: `p${row.id}`, order: 1_000 + row.order },
      score,
    );
  }
  found.sort((a, b) => b.score - a.score);
  // At most two results per job, from at most `count` jobs, in the order they scored.
  const places: Achievement[][] = [];
  for (const achievement of found) {
    const group = places.find((items) => items[0]?.rowKey === achievement.rowKey);
    if (group) {
      if (group.length < 2) group.push(achievement);
    } else if (places.length < count) {
      places.push([achievement]);
    }
  }
  places.sort((a, b) => (a[0]?.order ?? 0) - (b[0]?.order ?? 0));
  return places.map((items) =>
    items
      .map((item, i) => (i === 0 ? `${item.place}, I ${item.clause}.` : `I also ${item.clause}.`))
      .join(" "),
  );
}

interface Source {
  text: string;
  tense: Tense;
  place: string;
  rowKey: string;
  order: number;
}

function collect(found: Achievement[], { text, tense, place, rowKey, order }: Source, score: Scorer) {
  const lines = readLines(text);
  // The first line of an imported job is often a description of the company, not a result.
  const marked = lines.some((line) => line.bullet);
  const sentences = lines
    .filter((line) => line.bullet || !marked)
    .flatMap((line) => splitSentences(line.text));
  sentences.forEach((sentence, i) => {
    const polished = polishBullet(sentence, tense);
    const first = polished.text.split(" ")[0] ?? "";
    if (/^\S+\s+by\b/i.test(polished.text)) return;
    let clause: string;
    if (PASSIVE_OPENERS.test(first)) clause = `was ${lowerFirst(polished.text)}`;
    else if (polished.verbLed) clause = lowerFirst(polished.text);
    else return;
    clause = trimEndChars(clause, ".!?");
    if (clause.length > 240) return;
    const measured = /\d/.test(clause) ? 0.5 : 0;
    found.push({ place, rowKey, order, clause, score: score(sentence) + measured - i * 0.01 });
  });
}

function lowerFirst(text: string): string {
  const [first = "", ...rest] = text.split(" ");
  // Keep acronyms and names ("AWS", "iOS") as they are.
  const word = /^\p{Lu}\p{Ll}*$/u.test(first) ? first.toLowerCase() : first;
  return [word, ...rest].join(" ");
}

function sharedSkills(resume: ResumeDocument, keywords: string[], title: string): string {
  const index = indexText(resumeText(resume));
  // The job title is a keyword for scoring, but "your posting asks for data analyst" is not English.
  const titleWords = ` ${title.toLowerCase()} `;
  const shared = keywords
    .filter((keyword) => !titleWords.includes(` ${keyword.toLowerCase()} `) && mentions(index, keyword))
    .slice(0, 4);
  if (shared.length >= 2) {
    return `Your posting asks for ${listOf(shared)}, and each of these is part of the work my resume describes.`;
  }
  if (shared.length === 1)
    return `Your posting asks for ${shared[0]}, which is part of the work my resume describes.`;
  return "";
}
