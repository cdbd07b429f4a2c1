import { MAX_PHRASE } from "../../shared/ai";
import { BuildResumeLink } from "../components/build-resume-link";
import { RephraseTool } from "../features/free-tool/rephrase-tool";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/free-tool";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

const TITLE = "How to professionally say it · Free tool · Resume Builder";
const DESCRIPTION =
  "Free tool: type a blunt phrase such as “I don't know” and get polite, professional ways to say it at work, in emails and in interviews. No sign-in.";

export function loader({ request }: Route.LoaderArgs) {
  return { url: pageUrl(request, "/free-tools/how-to-professionally-say") };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({ title: TITLE, description: DESCRIPTION, url: loaderData?.url });

// Public and server-rendered (spec §2 "Free tool"): works for a visitor who never signs in.
export default function FreeTool() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-16">
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium text-primary-700">Free tool</p>
        <h1 className="text-4xl font-bold tracking-tight">How to professionally say it</h1>
        <p className="text-lg text-grey-700">
          Type what you feel like saying (up to {MAX_PHRASE} characters) and get polite, professional ways to
          say it at work. Free, and no account needed.
        </p>
      </div>
      <RephraseTool />
      <aside className="rounded-xl bg-primary-50 p-6">
        <h2 className="text-lg font-semibold">Need the same care in your resume?</h2>
        <p className="mt-1 text-grey-700">Build a resume and a cover letter tailored to the job, with AI.</p>
        <BuildResumeLink className="mt-3 inline-block font-medium text-primary-700 underline" />
      </aside>
    </main>
  );
}
