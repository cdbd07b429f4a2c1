import { redirect } from "react-router";
import type { Route } from "./+types/resume-wizard-start";

// /app/resume/{id}/Wizard starts the wizard at its first step (spec §4: General).
const firstStep = (id: string | undefined) => `/app/resume/${encodeURIComponent(id ?? "")}/step/General`;

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(firstStep(params.id));
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  throw redirect(firstStep(params.id));
}

export default function ResumeWizardStart() {
  return null;
}
