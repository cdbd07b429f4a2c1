import { trimEndOf } from "./labelled-text.ts";

// The words resumes put above their sections, in English, Spanish, French, German and
// Portuguese, by the section of the draft they start. A heading is recognised by its words
// first (exactly, then by a telling word inside a short styled line), style second.

export type SectionKey =
  | "summary"
  | "work"
  | "education"
  | "skills"
  | "projects"
  | "certificates"
  | "awards"
  | "publications"
  | "volunteer"
  | "languages"
  | "interests"
  | "references"
  | "profiles"
  | "contact";

const EXACT: Record<SectionKey, string[]> = {
  summary: [
    "summary",
    "professional summary",
    "career summary",
    "executive summary",
    "profile",
    "professional profile",
    "personal profile",
    "about",
    "about me",
    "objective",
    "career objective",
    "overview",
    "personal statement",
    "qualifications summary",
    "summary of qualifications",
    "resumen",
    "perfil",
    "perfil profesional",
    "extracto",
    "profil",
    "résumé",
    "à propos",
    "profil professionnel",
    "kurzprofil",
    "profil",
    "zusammenfassung",
    "über mich",
    "resumo",
    "sobre mim",
  ],
  work: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "relevant experience",
    "professional history",
    "career",
    "experience highlights",
    "military experience",
    "teaching experience",
    "research experience",
    "clinical experience",
    "industry experience",
    "positions",
    "positions held",
    "internships",
    "experiencia",
    "experiencia laboral",
    "experiencia profesional",
    "expérience",
    "expérience professionnelle",
    "expériences professionnelles",
    "berufserfahrung",
    "berufliche erfahrung",
    "werdegang",
    "beruflicher werdegang",
    "experiência",
    "experiência profissional",
  ],
  education: [
    "education",
    "education and training",
    "education & training",
    "academic background",
    "academic history",
    "educational background",
    "qualifications",
    "academic qualifications",
    "training",
    "formación",
    "formación académica",
    "educación",
    "estudios",
    "formation",
    "éducation",
    "études",
    "ausbildung",
    "bildung",
    "bildungsweg",
    "studium",
    "formação",
    "formação acadêmica",
    "educação",
  ],
  skills: [
    "skills",
    "technical skills",
    "core skills",
    "key skills",
    "core competencies",
    "competencies",
    "skills and tools",
    "skills & tools",
    "tools",
    "technologies",
    "tools and technologies",
    "areas of expertise",
    "expertise",
    "strengths",
    "skill set",
    "skills summary",
    "habilidades",
    "competencias",
    "aptitudes",
    "compétences",
    "fähigkeiten",
    "kenntnisse",
    "kompetenzen",
    "competências",
  ],
  projects: [
    "projects",
    "selected projects",
    "personal projects",
    "key projects",
    "academic projects",
    "side projects",
    "portfolio",
    "proyectos",
    "projets",
    "projekte",
    "projetos",
  ],
  certificates: [
    "certificates",
    "certifications",
    "certifications and licenses",
    "licenses and certifications",
    "licenses & certifications",
    "certifications & licenses",
    "licenses",
    "licences",
    "licensure",
    "credentials",
    "certificaciones",
    "certificados",
    "certifications professionnelles",
    "zertifikate",
    "zertifizierungen",
    "certificações",
  ],
  awards: [
    "awards",
    "honors",
    "honours",
    "awards and honors",
    "honors and awards",
    "awards & honors",
    "honors & awards",
    "achievements",
    "awards and recognition",
    "recognition",
    "fellowships",
    "grants",
    "fellowships and grants",
    "grants and fellowships",
    "fellowships, grants and awards",
    "premios",
    "reconocimientos",
    "distinctions",
    "prix",
    "auszeichnungen",
    "prêmios",
  ],
  publications: [
    "publications",
    "selected publications",
    "papers",
    "publicaciones",
    "publikationen",
    "veröffentlichungen",
    "publicações",
  ],
  volunteer: [
    "volunteering",
    "volunteer",
    "volunteer experience",
    "volunteer work",
    "community involvement",
    "community service",
    "voluntariado",
    "bénévolat",
    "ehrenamt",
    "ehrenamtliches engagement",
  ],
  languages: [
    "languages",
    "language skills",
    "idiomas",
    "langues",
    "sprachen",
    "sprachkenntnisse",
    "línguas",
  ],
  interests: [
    "interests",
    "hobbies",
    "hobbies and interests",
    "interests and hobbies",
    "personal interests",
    "intereses",
    "centres d'intérêt",
    "loisirs",
    "interessen",
    "hobbys",
    "interesses",
  ],
  references: ["references", "referees", "referencias", "références", "referenzen", "referências"],
  profiles: ["links", "profiles", "online profiles", "online presence", "social", "websites"],
  contact: [
    "contact",
    "contact information",
    "contact details",
    "personal details",
    "personal information",
    "contacto",
    "kontakt",
  ],
};

// A telling word inside a short styled heading ("Clinical Informatics Experience").
const TELLING: [word: string, key: SectionKey][] = [
  ["experience", "work"],
  ["employment", "work"],
  ["education", "education"],
  ["skills", "skills"],
  ["competenc", "skills"],
  ["project", "projects"],
  ["certif", "certificates"],
  ["licens", "certificates"],
  ["award", "awards"],
  ["honor", "awards"],
  ["honour", "awards"],
  ["fellowship", "awards"],
  ["publication", "publications"],
  ["volunteer", "volunteer"],
  ["language", "languages"],
  ["interest", "interests"],
  ["reference", "references"],
];

const BY_WORDS = new Map<string, SectionKey>(
  Object.entries(EXACT).flatMap(([key, words]) => words.map((word) => [word, key as SectionKey])),
);

/** A heading's words, compared without case, end colon, numbering or decoration. */
function headingWords(text: string): string {
  const words = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/^[\d.)\s]+/, "")
    .replace(/\s+/g, " ");
  return trimEndOf(words, ":：|—–_=*# ").trim();
}

/** The section a heading's exact words start, if any ("Work History" -> work). */
export const sectionOfWords = (text: string): SectionKey | undefined => BY_WORDS.get(headingWords(text));

/** The section a styled short heading names by a telling word ("Teaching Experience" -> work). */
export function sectionOfTellingWord(text: string): SectionKey | undefined {
  const words = headingWords(text);
  return TELLING.find(([word]) => words.includes(word))?.[1];
}
