import type { TemplateId } from "../../shared/contracts/pdf.ts";
import type { ResumeDocument } from "../../shared/resume.ts";
import { type RenderOptions, resolveOptions } from "./pdf-options.ts";

// What a worker renders once at start (pdf-renderer.ts warmUp): a short resume in one design
// per font family, so thread start, react-pdf's modules and each font's parsing are paid before
// the first user's request rather than on it.

const WARM_DESIGNS: TemplateId[] = ["classic", "modern", "creative"]; // serif, sans, Roboto

const entry = { id: 0, order: 0 };
const sample: ResumeDocument = {
  id: 0,
  user_id: "warm-up",
  order: 0,
  image_name: null,
  file_generated: false,
  updated_at: new Date(0).toISOString(),
  name: "Warm-up",
  full_name: "Sam Example",
  headline: "",
  desired_role: "Clinical Analyst",
  years_experience: 5,
  hobbies: "",
  email: "sam@example.com",
  phone: "+1 555 0100",
  address: "Portland, OR",
  summary: "Registered nurse moving into clinical informatics.",
  skills: [{ name: "Skills", keywords: ["Epic", "Patient education"] }],
  sections: [],
  languages: [],
  links: [],
  job_posting: "",
  user_instructions: "",
  free_generated: false,
  experiences: [
    {
      ...entry,
      company: "Example Hospital",
      role: "Registered Nurse",
      start_date: "01/2019",
      end_date: "",
      still_working: true,
      company_address: "Portland, OR",
      responsibilities: "Led the unit's barcode scanning rollout.",
    },
  ],
  educations: [],
  projects: [],
  certificates: [],
};

export const warmUpRenders: { doc: ResumeDocument; options: RenderOptions }[] = WARM_DESIGNS.map(
  (template) => ({ doc: sample, options: resolveOptions(template, {}, false) }),
);
