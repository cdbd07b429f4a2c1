import { type ResumeDocument, resumeDocument } from "../../../shared/resume.ts";
import type { ResumeRewrite, ResumeTarget } from "../writer.ts";

// A small resume and a job posting for the LLM writer's tests (rows with ids as the database
// would give them).

export const sampleResume: ResumeDocument = resumeDocument.parse({
  id: 7,
  user_id: "user-1",
  order: 0,
  image_name: null,
  file_generated: false,
  updated_at: "2026-01-02T03:04:05.000Z",
  name: "My resume",
  full_name: "Ada Example",
  headline: "",
  desired_role: "Backend engineer",
  years_experience: 6,
  hobbies: "",
  email: "ada@example.com",
  phone: "",
  address: "",
  summary: "I build APIs.",
  skills: ["TypeScript", "PostgreSQL", "Docker"],
  sections: [],
  languages: [],
  links: [],
  job_posting: "",
  user_instructions: "",
  free_generated: false,
  experiences: [
    {
      id: 11,
      order: 0,
      company: "Acme Corp",
      role: "Software engineer",
      start_date: "03/2019",
      end_date: "",
      still_working: true,
      company_address: "Berlin",
      responsibilities: "made the billing api\nfixed slow queries",
    },
    {
      id: 12,
      order: 1,
      company: "Initech",
      role: "Junior developer",
      start_date: "01/2017",
      end_date: "02/2019",
      still_working: false,
      company_address: "",
      responsibilities: "wrote reports",
    },
  ],
  educations: [
    {
      id: 21,
      order: 0,
      institution_name: "TU Berlin",
      degree: "BSc",
      field_of_study: "Computer Science",
      start_date: "10/2013",
      end_date: "09/2016",
      achievements: "thesis on query planning",
    },
  ],
  projects: [],
  certificates: [],
});

export const posting =
  "Senior Backend Engineer at Globex. You will design PostgreSQL schemas and TypeScript services. " +
  "Kubernetes is a plus.";

export const tailorToGlobex: ResumeTarget = {
  desiredRole: "Senior backend engineer",
  job: { title: "Senior Backend Engineer", company: "Globex", description: posting },
  instructions: "Keep it short.",
};

/** What a well-behaved model answers for the sample. */
export const goodRewrite: ResumeRewrite = {
  summary: "Backend engineer who builds TypeScript APIs on PostgreSQL.",
  skills: ["PostgreSQL", "TypeScript", "Docker"],
  experiences: [{ id: 11, responsibilities: "Built the billing API\nTuned slow PostgreSQL queries" }],
  projects: [],
  educations: [{ id: 21, achievements: "Wrote a thesis on query planning" }],
  certificates: [],
};
