import { useLoaderData } from "react-router";
import { ListLoadFailed } from "../../components/load-state";
import { CoverLetterListPage } from "../../features/cover-letters/cover-letter-list-page";
import { coverLetterApi } from "../../lib/cover-letter-api";
import { fetchEntitlements } from "../../lib/user-api";
import type { Route } from "./+types/cover-letter-list";

export const meta = () => [{ title: "Cover letters · Resume Builder" }];

export async function clientLoader() {
  const [firstPage, user] = await Promise.all([coverLetterApi.listPage(), fetchEntitlements()]);
  return { firstPage, user };
}

export default function CoverLetterList() {
  const { firstPage, user } = useLoaderData<typeof clientLoader>();
  return <CoverLetterListPage firstPage={firstPage} user={user} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ListLoadFailed
      heading="Cover letters"
      what="your cover letters"
      error={error}
      retryHref="/app/cover-letter"
    />
  );
}
