import { fromJsonResume, parseJsonResume } from "../../shared/json-resume.ts";
import { type ResumeDocument, resumeDocument } from "../../shared/resume.ts";

// Resumes and postings for the AI tests and the AI benchmark: the JSON Resume sample as the
// database would answer it, and two hand-written resumes with the habits real ones have
// (filler openings, present-tense duties in old jobs, a current role).

const BASE = {
  id: 1,
  user_id: "sample-user",
  order: 0,
  image_name: null,
  file_generated: false,
  updated_at: "2024-01-02T03:04:05.000Z",
  name: "Sample",
  full_name: "",
  desired_role: "",
  years_experience: null,
  hobbies: "",
  email: "",
  phone: "",
  address: "",
  summary: "",
  skills: [],
  languages: [],
  links: [],
  job_posting: "",
  user_instructions: "",
  free_generated: false,
  experiences: [],
  educations: [],
  projects: [],
  certificates: [],
};

/** Row ids per list start apart (101, 201...), so a path names one row unambiguously. */
function numbered<T extends object>(list: T[], first: number) {
  return list.map((row, order) => ({ ...row, id: first + order, order }));
}

/** A JSON Resume as the resume document the API would answer after importing it. */
export function documentFromJsonResume(json: unknown): ResumeDocument {
  const parsed = parseJsonResume(json);
  if (!parsed.ok) throw new Error(parsed.message);
  const content = fromJsonResume(parsed.value);
  return resumeDocument.parse({
    ...BASE,
    ...content.fields,
    experiences: numbered(content.experiences, 101),
    educations: numbered(content.educations, 201),
    projects: numbered(content.projects, 301),
    certificates: numbered(content.certificates, 401),
  });
}

interface JobJson {
  title?: string;
  company?: string;
  description?: string;
  responsibilities?: string[];
  qualifications?: string[];
  skills?: { name?: string; keywords?: string[] }[];
}

/** A JSON Resume job posting as the text a user pastes: title, description, then its lists. */
export function jobPostingText(job: JobJson): string {
  return [
    job.title ?? "",
    job.description ?? "",
    "Responsibilities:",
    ...(job.responsibilities ?? []),
    "Qualifications:",
    ...(job.qualifications ?? []),
    "Skills:",
    ...(job.skills ?? []).map((skill) => `${skill.name ?? ""}: ${(skill.keywords ?? []).join(", ")}`),
  ].join("\n");
}

/** A store supervisor still in the job, written the way many people write their first resume. */
export const retailSupervisor: ResumeDocument = resumeDocument.parse({
  ...BASE,
  id: 2,
  name: "Retail",
  full_name: "Dana Whitfield",
  desired_role: "Customer Service Manager",
  summary: "I am a friendly and reliable supervisor who likes helping customers.",
  skills: ["Cash handling", "Customer service", "Scheduling", "Inventory management", "Microsoft Excel"],
  experiences: [
    {
      id: 11,
      order: 0,
      company: "Brightway Market",
      role: "Shift Supervisor",
      start_date: "03/2021",
      end_date: "",
      still_working: true,
      company_address: "Leeds",
      responsibilities: [
        "- Responsible for managing a team of 8 cashiers",
        "- Helped with training new staff on the till",
        "- Handled customer complaints and refunds",
        "- Worked on the weekly rota and scheduling",
        "- In charge of opening and closing the store",
      ].join("\n"),
    },
    {
      id: 12,
      order: 1,
      company: "Corner Books",
      role: "Sales Assistant",
      start_date: "06/2018",
      end_date: "02/2021",
      still_working: false,
      company_address: "York",
      responsibilities: [
        "- Duties included stocking shelves and answering customer questions",
        "- Process payments on the till",
        "- Organize the monthly book club events",
        "- Increased loyalty card sign-ups by 25% in one year",
      ].join("\n"),
    },
  ],
  educations: [
    {
      id: 21,
      order: 0,
      institution_name: "Leeds City College",
      degree: "BTEC Level 3",
      field_of_study: "Business",
      start_date: "09/2016",
      end_date: "06/2018",
      achievements: "Grade: Distinction",
    },
  ],
});

/** An analyst with ended roles, numbers in some bullets and not in others. */
export const dataAnalyst: ResumeDocument = resumeDocument.parse({
  ...BASE,
  id: 3,
  name: "Analyst",
  full_name: "Samir Okafor",
  desired_role: "Data Analyst",
  years_experience: 4,
  summary: "Analyst who turns messy data into clear decisions.",
  skills: ["Python", "SQL", "Tableau", "Excel", "Statistics", "Stakeholder management"],
  experiences: [
    {
      id: 31,
      order: 0,
      company: "Northwind Logistics",
      role: "Data Analyst",
      start_date: "01/2021",
      end_date: "12/2023",
      still_working: false,
      company_address: "Manchester",
      responsibilities: [
        "- Build weekly dashboards in Tableau for the operations team",
        "- Responsible for cleaning shipment data with Python and SQL",
        "- Reduced report preparation time by 30%",
        "- Working with finance to forecast quarterly demand",
      ].join("\n"),
    },
    {
      id: 32,
      order: 1,
      company: "Harbor Insurance",
      role: "Junior Analyst",
      start_date: "07/2019",
      end_date: "12/2020",
      still_working: false,
      company_address: "Liverpool",
      responsibilities: [
        "- Tasked with maintaining the claims database",
        "- Helped with monthly Excel reports for 3 regional managers",
      ].join("\n"),
    },
  ],
  projects: [
    {
      id: 41,
      order: 0,
      name: "Commute Explorer",
      url: "",
      description:
        "- Analyse public transport data to map commute times\n- Publish an interactive map used by 2,000 readers",
      technologies: "Python, pandas",
      start_date: "02/2022",
      end_date: "05/2022",
      organization: "",
    },
  ],
});
