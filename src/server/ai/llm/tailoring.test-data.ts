import { type ResumeDocument, resumeDocument } from "../../../shared/resume.ts";
import type { ResumeTarget } from "../writer.ts";

// A site reliability engineer tailoring to a platform posting, for the LLM writer's tailoring
// tests. The resume shows infrastructure as code (Terraform, Ansible) and CI/CD (Jenkins) under
// narrower names, and nothing for Kubernetes, Go or Prometheus, as a real pair would.

export const sreResume: ResumeDocument = resumeDocument.parse({
  id: 3,
  user_id: "user-3",
  order: 0,
  image_name: null,
  file_generated: false,
  updated_at: "2026-01-02T03:04:05.000Z",
  name: "SRE",
  full_name: "Sam Rivera",
  headline: "",
  desired_role: "Platform engineer",
  years_experience: 7,
  hobbies: "",
  email: "sam@example.com",
  phone: "",
  address: "",
  summary: "Site reliability engineer who keeps payment systems running on AWS.",
  skills: [
    { name: "Cloud & automation", keywords: ["AWS", "Terraform", "Ansible", "Docker"] },
    { name: "Languages", keywords: ["Python", "Bash"] },
  ],
  sections: [],
  languages: [],
  links: [],
  job_posting: "",
  user_instructions: "",
  free_generated: false,
  experiences: [
    {
      id: 31,
      order: 0,
      company: "Northwind Payments",
      role: "Site reliability engineer",
      start_date: "06/2019",
      end_date: "",
      still_working: true,
      company_address: "",
      responsibilities: [
        "Provisioned AWS accounts and networks with Terraform modules",
        "Automated server configuration with Ansible playbooks",
        "Cut deploy time from 40 to 12 minutes with Docker images built in Jenkins",
      ].join("\n"),
    },
    {
      id: 32,
      order: 1,
      company: "Contoso",
      role: "Systems administrator",
      start_date: "09/2016",
      end_date: "05/2019",
      still_working: false,
      company_address: "",
      responsibilities: "Wrote Python and Bash scripts for backups and monitoring",
    },
  ],
  educations: [
    {
      id: 41,
      order: 0,
      institution_name: "University of Leeds",
      degree: "BSc",
      field_of_study: "Computer Science",
      start_date: "09/2013",
      end_date: "06/2016",
      achievements: "",
    },
  ],
  projects: [],
  certificates: [],
});

const platformPosting = `Platform Engineer – Fabrikam

About us: Fabrikam keeps 4,000 delivery fleets on the road.

Requirements:
- 5+ years of experience in infrastructure or platform engineering
- Infrastructure as code
- AWS
- Kubernetes in production
- Python
- CI/CD pipelines

Nice to have:
- Go
- Prometheus

We offer a pension plan and 30 days of holiday.`;

export const tailorToFabrikam: ResumeTarget = {
  desiredRole: "Platform engineer",
  job: { title: "Platform Engineer", company: "Fabrikam", description: platformPosting },
  instructions: "",
};

/** What a model following the prompt answers: the allowed terms written beside their evidence. */
export const groundedReply = {
  summary:
    "Site reliability engineer who keeps payment systems running on AWS, with infrastructure as code in Terraform and Ansible.",
  skills: ["AWS", "Terraform", "infrastructure as code", "Ansible", "Python", "Docker", "CI/CD", "Bash"],
  experiences: [
    {
      id: 31,
      responsibilities: [
        "Provisioned AWS accounts and networks as infrastructure as code with Terraform modules",
        "Automated server configuration with Ansible playbooks",
        "Cut deploy time from 40 to 12 minutes with Docker images built in a Jenkins CI/CD pipeline",
      ].join("\n"),
    },
  ],
  projects: [],
  educations: [],
  certificates: [],
};

/** What a model that ignores the prompt answers: Kubernetes, which the resume never shows. */
export const inventingReply = {
  ...groundedReply,
  summary: "Site reliability engineer who runs Kubernetes clusters on AWS with Terraform and Ansible.",
  skills: ["Kubernetes", "AWS", "Terraform", "Ansible", "Python", "Docker", "Bash"],
  experiences: [],
};
