import { data } from "react-router";
import { trimEndChars } from "../../shared/linear-text";
import { CookiePolicy } from "../features/legal/cookie-policy";
import { PrivacyPolicy } from "../features/legal/privacy-policy";
import { TermsOfUse } from "../features/legal/terms-of-use";
import { pageMeta } from "../lib/page-meta";
import { pageUrl } from "../lib/site-url.server";
import { staticPage } from "../lib/static-page";
import type { Route } from "./+types/legal";

// Sent without React to a visitor with no session: plain HTML and islands (docs/decisions/025).
export const handle = staticPage;

// /legal/cookie-policy, /legal/privacy-policy and /legal/terms-of-use.
const pages = {
  "cookie-policy": {
    title: "Cookie policy",
    description:
      "The cookies and browser storage this resume builder uses: a sign-in session and a few settings, no advertising.",
    Content: CookiePolicy,
  },
  "privacy-policy": {
    title: "Privacy policy",
    description:
      "What the resume builder stores about you, where your resume text goes when you use AI, and how to export or delete it.",
    Content: PrivacyPolicy,
  },
  "terms-of-use": {
    title: "Terms of use",
    description:
      "The plain-language terms for using the resume builder: your account, your content, AI suggestions, plans and refunds.",
    Content: TermsOfUse,
  },
} as const;

type LegalSlug = keyof typeof pages;
const isLegalSlug = (value: string | undefined): value is LegalSlug =>
  value !== undefined && Object.hasOwn(pages, value);

// One module for the three routes (routes.ts): the page is the path's last segment.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const page = trimEndChars(pathname, "/").split("/").at(-1);
  if (!isLegalSlug(page)) throw data(pathname, { status: 404, statusText: "Page not found" });
  return { page, url: pageUrl(request, `/legal/${page}`) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { title, description } = pages[loaderData.page];
  return pageMeta({ title, description, url: loaderData.url });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { Content } = pages[loaderData.page];
  return <Content />;
}
