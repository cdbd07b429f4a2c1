import { broaderTable } from "./broader-table.ts";

// Broader terms for office, HR, marketing, project work and public policy (see broader.ts for what a relation means).

export const BROADER_OFFICE_POLICY_TERMS = broaderTable([
  // office, HR and marketing
  "office administration: office manager, administrative assistant, office coordinator, receptionist",
  "administrative support: executive support, calendar management, travel coordination, expense reports, meeting coordination, data entry",
  "facilities management: office relocation, space planning, building maintenance, facilities coordination",
  "document management: SharePoint, DocuSign, records retention, Dropbox, OneDrive",
  "recruiting: sourcing candidates, interviewing candidates, applicant tracking system, Greenhouse, Lever, iCIMS, hiring, hired",
  "HRIS: Workday, BambooHR, ADP Workforce Now",
  "training: train-the-trainer, training delivery, corporate training, kitchen staff training",
  "performance management: performance reviews, performance improvement plans",
  "digital marketing: SEO, SEM, PPC, email marketing, social media marketing, Google Ads, Meta Ads, affiliate marketing, content marketing",
  "marketing automation: HubSpot, Marketo, Mailchimp, Pardot, Braze",
  "SEM: Google Ads, PPC",
  "social media marketing: Hootsuite, Meta Ads, LinkedIn Ads, Sprout Social, influencer marketing",
  "project management: Microsoft Project, Smartsheet, Asana, Trello, Monday.com, PMP, PRINCE2, Gantt charts",
  "Agile: Scrum, Kanban, SAFe, sprint planning",
  "change management: Prosci, ADKAR",
  "business analysis: requirements gathering, process mapping, user stories, CBAP",
  "process mapping: Visio, Lucidchart, value stream mapping, swimlane diagrams",
  // public policy
  "housing policy: homelessness, housing affordability, affordable housing, social housing, private rented sector, Local Housing Allowance, housing benefit",
  "policy writing: briefing notes, briefings, consultation responses, white papers, policy papers, ministerial submissions, evidence submissions, policy briefs",
  "parliamentary process: select committees, parliamentary questions, Westminster, bill scrutiny, legislative drafting, Hansard",
  "public affairs: government relations, lobbying, parliamentary process, select committees",
  "policy analysis: impact assessment, cost-benefit analysis, regulatory impact assessment, policy evaluation, microsimulation, options appraisal",
  "impact assessment: regulatory impact assessment, equality impact assessment, environmental impact assessment",
  "cost-benefit analysis: HM Treasury Green Book, social return on investment",
  "program evaluation: randomized controlled trials, difference-in-differences, theory of change, logic models, monitoring and evaluation",
  "media relations: press releases, broadcast interviews, op-eds, media briefings",
  "grant writing: grant applications, grant proposals",
  "fundraising: donor relations, grant writing, Raiser's Edge, major gifts, capital campaigns",
  "line management: direct reports",
]);
