/** Wizard steps in order (spec §4) with their headings (spec §2). */
export const wizardSteps = [
  { step: "General", heading: "General Information" },
  { step: "Education", heading: "Education" },
  { step: "Experience", heading: "Experience" },
  { step: "Project", heading: "Projects" },
  { step: "Certificate", heading: "Certificates" },
  { step: "Summary", heading: "Summary" },
  { step: "Tailor", heading: "Tailor" },
  { step: "Finalize", heading: "Custom Instructions For AI" },
] as const;
export type WizardStep = (typeof wizardSteps)[number]["step"];
