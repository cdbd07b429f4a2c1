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
      route("settings", "routes/app/settings.tsx", en("app-settings")),
    ]),
    // The cv-create and cover-letter-create layouts get their routes from the resume and
    // cover-letter issues; the shells exist so those pages land in the right frame.
    ...prefix("resume/:id", [layout("layouts/cv-create-layout.tsx", [])]),
    ...prefix("cover-letter/:id", [layout("layouts/cover-letter-create-layout.tsx", [])]),
  ]),
  route("*", "routes/not-found.tsx", en("not-found")),
] satisfies RouteConfig;
