import { useLoaderData } from "react-router";
import { ListLoadFailed } from "../../components/load-state";
import { JobsPage } from "../../features/jobs/jobs-page";
import { jobsApi } from "../../lib/jobs-api";
import type { Route } from "./+types/jobs";

export const meta = () => [{ title: "Jobs · Resume Builder" }];

export async function clientLoader() {
  return { firstPage: await jobsApi.listPage() };
}

export default function Jobs() {
  const { firstPage } = useLoaderData<typeof clientLoader>();
  return <JobsPage firstPage={firstPage} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListLoadFailed heading="Jobs" what="your jobs" error={error} retryHref="/app/jobs" />;
}
