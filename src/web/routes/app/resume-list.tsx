import { useLoaderData } from "react-router";
import { ListLoadFailed } from "../../components/load-state";
import { ResumeListPage } from "../../features/resume-list/resume-list-page";
import { resumeApi } from "../../lib/resume-api";
import type { Route } from "./+types/resume-list";
import { useAppUser } from "./app-guard";

export const meta = () => [{ title: "Resumes · Resume Builder" }];

export async function clientLoader() {
  // The list first: it creates a new user's free resume, which the stats then count.
  const firstPage = await resumeApi.listPage();
  const stats = await resumeApi.stats();
  return { firstPage, stats };
}

export default function ResumeList() {
  const { firstPage } = useLoaderData<typeof clientLoader>();
  return <ResumeListPage firstPage={firstPage} userId={useAppUser().id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListLoadFailed heading="Resumes" what="your resumes" error={error} retryHref="/app/resume" />;
}
