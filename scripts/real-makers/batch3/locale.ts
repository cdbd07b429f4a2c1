// The languages and date forms of the third batch: section headings as CVs in each language
// write them, month names from Intl (the forms people type: "März", "sept.", "set."), the word
// for "present", and the date forms of issue 31 ("Feb, 2015", "06/16", "since 2021", "Sept. 2018",
// "Summer 2020"). The product's own month table is src/shared/month-year.ts; these only print.

import type { Kind } from "../tex/model.ts";

type Heading = Exclude<Kind, "other" | "references" | "publications">;

export interface Locale {
  /** BCP 47 tag for Intl (babel is not loaded: the headings are typed in the language). */
  tag: string;
  present: string;
  /** The word before a lone start date of a job still held ("since", "seit"). */
  since: string;
  headings: Record<Heading, string>;
}

export const locales = {
  en: {
    tag: "en-US",
    present: "Present",
    since: "since",
    headings: {
      summary: "Summary",
      work: "Experience",
      education: "Education",
      skills: "Skills",
      projects: "Projects",
      awards: "Awards",
      certificates: "Certifications",
      volunteer: "Volunteering",
      languages: "Languages",
      interests: "Interests",
    },
  },
  de: {
    tag: "de-DE",
    present: "heute",
    since: "seit",
    headings: {
      summary: "Profil",
      work: "Berufserfahrung",
      education: "Ausbildung",
      skills: "Kenntnisse",
      projects: "Projekte",
      awards: "Auszeichnungen",
      certificates: "Zertifikate",
      volunteer: "Ehrenamt",
      languages: "Sprachen",
      interests: "Interessen",
    },
  },
  fr: {
    tag: "fr-FR",
    present: "aujourd'hui",
    since: "depuis",
    headings: {
      summary: "Profil",
      work: "Expérience professionnelle",
      education: "Formation",
      skills: "Compétences",
      projects: "Projets",
      awards: "Distinctions",
      certificates: "Certifications",
      volunteer: "Bénévolat",
      languages: "Langues",
      interests: "Centres d'intérêt",
    },
  },
  es: {
    tag: "es-ES",
    present: "actualidad",
    since: "desde",
    headings: {
      summary: "Perfil profesional",
      work: "Experiencia profesional",
      education: "Formación académica",
      skills: "Habilidades",
      projects: "Proyectos",
      awards: "Premios",
      certificates: "Certificaciones",
      volunteer: "Voluntariado",
      languages: "Idiomas",
      interests: "Intereses",
    },
  },
  pt: {
    tag: "pt-BR",
    present: "atual",
    since: "desde",
    headings: {
      summary: "Resumo",
      work: "Experiência profissional",
      education: "Formação acadêmica",
      skills: "Competências",
      projects: "Projetos",
      awards: "Prêmios",
      certificates: "Certificações",
      volunteer: "Voluntariado",
      languages: "Idiomas",
      interests: "Interesses",
    },
  },
  it: {
    tag: "it-IT",
    present: "oggi",
    since: "dal",
    headings: {
      summary: "Profilo",
      work: "Esperienza lavorativa",
      education: "Istruzione e formazione",
      skills: "Competenze",
      projects: "Progetti",
      awards: "Riconoscimenti",
      certificates: "Certificazioni",
      volunteer: "Volontariato",
      languages: "Lingue",
      interests: "Interessi",
    },
  },
} satisfies Record<string, Locale>;

/**
 * How a JSON Resume date (YYYY, YYYY-MM, YYYY-MM-DD) is printed:
 * long "März 2019", short "sept. 2018" (Intl's abbreviation), comma "Feb, 2015",
 * dotted "Sept. 2018" (English abbreviations with a full stop, "Sept." as many write it),
 * mmyy "06/16", year "2019".
 */
export type DateForm = "long" | "short" | "comma" | "dotted" | "mmyy" | "year";

export function printDate(d: string | undefined, form: DateForm, loc: Locale): string | null {
  if (!d) return null;
  const [y = d, m] = d.split("-");
  if (!m || form === "year") return y;
  const date = new Date(Date.UTC(2000, Number(m) - 1, 1));
  const month = (width: "long" | "short") =>
    new Intl.DateTimeFormat(loc.tag, { month: width, timeZone: "UTC" }).format(date);
  switch (form) {
    case "long":
      return `${month("long")} ${y}`;
    case "short":
      return `${month("short")} ${y}`;
    case "comma":
      return `${month("short")}, ${y}`;
    case "dotted": {
      const long = month("long");
      if (long.length <= 4) return `${long} ${y}`;
      return `${long === "September" ? "Sept" : month("short")}. ${y}`;
    }
    case "mmyy":
      return `${m}/${y.slice(2)}`;
  }
}

/** "Summer 2020" for a stint that starts in May–July and ends by September of the same year. */
export function season(start: string | undefined, end: string | undefined): string | null {
  if (!start || !end) return null;
  const [sy, sm] = start.split("-").map(Number);
  const [ey, em] = end.split("-").map(Number);
  if (sy !== ey || !sm || !em || sm < 5 || sm > 7 || em > 9) return null;
  return `Summer ${sy}`;
}
