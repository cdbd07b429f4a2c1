import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Route ids carry the English locale suffix of the spec (§2), e.g. "app-dashboard___en".
const en = (id: string) => ({ id: `${id}___en` });

export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home.tsx", en("index")),
    route("auth", "routes/auth.tsx", en("auth")),
    route("auth/finish", "routes/auth-finish.tsx", en("auth-finish")),
    route("pricing", "routes/pricing.tsx", en("pricing")),
    route("thank-you", "routes/thank-you.tsx", en("thank-you")),
    // /blog and /blog/page/{n} share the listing; /blog/{...slug} may span several segments.
    route("blog", "routes/blog.tsx", en("blog")),
    route("blog/page/:page", "routes/blog.tsx", en("blog-page-page")),
    route("blog/*", "routes/blog-post.tsx", en("blog-slug")),
    route("legal/cookie-policy", "routes/legal.tsx", en("legal-cookie-policy")),
    route("legal/privacy-policy", "routes/legal.tsx", en("legal-privacy-policy")),
    route("legal/terms-of-use", "routes/legal.tsx", en("legal-terms-of-use")),
    route(
      "free-tools/how-to-professionally-say",
      "routes/free-tool.tsx",
      en("free-tools-how-to-professionally-say"),
    ),
  ]),
  route("app", "routes/app/app-guard.tsx", en("app"), [
    layout("layouts/dashboard-layout.tsx", [
      route("dashboard", "routes/app/dashboard.tsx", en("app-dashboard")),
      route("resume", "routes/app/resume-list.tsx", en("app-resume")),
      // The review of a resume read from a document, before it is created.
      route("resume/import", "routes/app/resume-import.tsx", en("app-resume-import")),
      route("settings", "routes/app/settings.tsx", en("app-settings")),
      route("cover-letter", "routes/app/cover-letter-list.tsx", en("app-cover-letter")),
      route("jobs", "routes/app/jobs.tsx", en("app-jobs")),
    ]),
    // Spec §2: /app/resume/{id}/step alone has no layout and shows nothing further.
    route("resume/:id/step", "routes/app/resume-step-index.tsx", en("app-resume-id-step")),
    ...prefix("resume/:id", [
      layout("layouts/cv-create-layout.tsx", [
        route("Wizard", "routes/app/resume-wizard-start.tsx", en("app-resume-id-Wizard")),
        route("step/:step", "routes/app/resume-wizard.tsx", en("app-resume-id-step-step")),
        route("Original", "routes/app/resume-design.tsx", en("app-resume-id-Original")),
        route("Tailored", "routes/app/resume-tailored.tsx", en("app-resume-id-Tailored")),
        route("cover-letter", "routes/app/cover-letter-for-resume.tsx", en("app-resume-id-cover-letter")),
        route(
          "cover-letter/:coverletterid",
          "routes/app/cover-letter-for-resume-item.tsx",
          en("app-resume-id-cover-letter-coverletterid"),
        ),
      ]),
    ]),
    ...prefix("cover-letter/:id", [
      layout("layouts/cover-letter-create-layout.tsx", [
        route("create", "routes/app/cover-letter-create.tsx", en("app-cover-letter-id-create")),
        route("job", "routes/app/cover-letter-job.tsx", en("app-cover-letter-id-job")),
        route("resume", "routes/app/cover-letter-resume.tsx", en("app-cover-letter-id-resume")),
        route("tailored", "routes/app/cover-letter-tailored.tsx", en("app-cover-letter-id-tailored")),
      ]),
    ]),
  ]),
  route("*", "routes/not-found.tsx", en("not-found")),
] satisfies RouteConfig;
