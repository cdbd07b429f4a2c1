import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Route ids carry the English locale suffix of the spec (§2), e.g. "app-dashboard___en".
const en = (id: string) => ({ id: `${id}___en` });

export default [
  layout("layouts/default-layout.tsx", [
    index("routes/home.tsx", en("index")),
    route("auth", "routes/auth.tsx", en("auth")),
    route("auth/finish", "routes/auth-finish.tsx", en("auth-finish")),
  ]),
  route("app", "routes/app/app-guard.tsx", en("app"), [
    layout("layouts/dashboard-layout.tsx", [
      route("dashboard", "routes/app/dashboard.tsx", en("app-dashboard")),
      route("resume", "routes/app/resume-list.tsx", en("app-resume")),
      route("settings", "routes/app/settings.tsx", en("app-settings")),
    ]),
    // Spec §2: /app/resume/{id}/step alone has no layout and shows nothing further.
    route("resume/:id/step", "routes/app/resume-step-index.tsx", en("app-resume-id-step")),
    ...prefix("resume/:id", [
      layout("layouts/cv-create-layout.tsx", [
        route("Wizard", "routes/app/resume-wizard-start.tsx", en("app-resume-id-Wizard")),
        route("step/:step", "routes/app/resume-wizard.tsx", en("app-resume-id-step-step")),
        route("Original", "routes/app/resume-design.tsx", en("app-resume-id-Original")),
      ]),
    ]),
    // The cover-letter-create layout gets its routes from the cover-letter issue.
    ...prefix("cover-letter/:id", [layout("layouts/cover-letter-create-layout.tsx", [])]),
  ]),
  route("*", "routes/not-found.tsx", en("not-found")),
] satisfies RouteConfig;
