import type { ResumeEntityType } from "../../../shared/resume";
import type { RowFieldSpec } from "./row-field";

// The four ordered lists of the wizard (spec §3) and the fields of their rows.

export interface EntityConfig {
  /** "Experience 1", "Add experience", "Remove this experience?" */
  noun: string;
  /** The row's name in announcements ("Acme"), from its most telling fields. */
  titleFields: string[];
  empty: string;
  fields: RowFieldSpec[];
}

// Fields that read the same in every list that has them.
const START_DATE: RowFieldSpec = { name: "start_date", label: "Start date", kind: "date" };
const END_DATE: RowFieldSpec = { name: "end_date", label: "End date", kind: "date" };
const DESCRIPTION: RowFieldSpec = {
  name: "description",
  label: "Description",
  kind: "textarea",
  improve: true,
};
/** A multi-line field of one item per line, with "Improve bullets". */
const bulletsField = (name: string, label: string): RowFieldSpec => ({
  name,
  label,
  kind: "textarea",
  hint: "One per line.",
  improve: true,
});

export const entityConfigs: Record<ResumeEntityType, EntityConfig> = {
  educations: {
    noun: "Education",
    titleFields: ["institution_name", "degree"],
    empty: "No education added yet.",
    fields: [
      { name: "institution_name", label: "Institution name" },
      { name: "degree", label: "Degree" },
      { name: "field_of_study", label: "Field of study", wide: true },
      START_DATE,
      END_DATE,
      bulletsField("achievements", "Achievements"),
    ],
  },
  experiences: {
    noun: "Experience",
    titleFields: ["company", "role"],
    empty: "No experience added yet.",
    fields: [
      { name: "company", label: "Company" },
      { name: "role", label: "Role" },
      START_DATE,
      { ...END_DATE, disabledBy: "still_working" },
      { name: "still_working", label: "Still working here", kind: "checkbox" },
      { name: "company_address", label: "Company address", wide: true },
      // Labelled for results, not duties (issue 16, decision 022); the API field keeps its name.
      {
        ...bulletsField("responsibilities", "Key achievements"),
        hint: "One per line: what you achieved, with a number where you can.",
        fieldExample: true,
      },
    ],
  },
  projects: {
    noun: "Project",
    titleFields: ["name"],
    empty: "No projects added yet.",
    fields: [
      { name: "name", label: "Project name" },
      { name: "organization", label: "Organization" },
      { name: "url", label: "URL", kind: "url", hint: "https://...", wide: true },
      START_DATE,
      END_DATE,
      { name: "technologies", label: "Technologies", wide: true },
      DESCRIPTION,
    ],
  },
  certificates: {
    noun: "Certificate",
    titleFields: ["name", "issuing_institution"],
    empty: "No certificates added yet.",
    fields: [
      { name: "name", label: "Certificate name" },
      { name: "issuing_institution", label: "Issuing institution" },
      { name: "date_issued", label: "Date issued", kind: "date" },
      DESCRIPTION,
    ],
  },
};
