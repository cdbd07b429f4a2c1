import type { LinkRow } from "./resume.ts";

// Which of a resume's links belong in its header beside the email and phone (issue 34 point 5,
// docs/decisions/034-word-matches-pdf.md): the LinkedIn profile and the portfolio or website,
// as every resume guide places them. Recognised by the label the user gave or by the link's
// host, never by one resume's words: the rest stay in the Links section.

/** Hosts of networks and profile sites: a link there is a profile, not the person's own site. */
const NETWORK_HOSTS = [
  "linkedin.com",
  "github.com",
  "gitlab.com",
  "bitbucket.org",
  "twitter.com",
  "x.com",
  "facebook.com",
  "instagram.com",
  "threads.net",
  "tiktok.com",
  "youtube.com",
  "stackoverflow.com",
  "medium.com",
  "orcid.org",
  "scholar.google.com",
  "researchgate.net",
  "kaggle.com",
  "leetcode.com",
  "xing.com",
];

/** Hosts whose pages are portfolios by nature ("behance.net/ana", "ana.github.io"). */
const PORTFOLIO_HOSTS = [
  "behance.net",
  "dribbble.com",
  "artstation.com",
  "carbonmade.com",
  "coroflot.com",
  "cargo.site",
  "myportfolio.com",
  "github.io",
  "gitlab.io",
  "wixsite.com",
  "squarespace.com",
  "webflow.io",
  "notion.site",
  "about.me",
  "journoportfolio.com",
  "contently.com",
];

/** Words of a label that name a personal site ("Personal website", "Home page"); "portfolio" first. */
const SITE_WORDS = new Set(["website", "site", "homepage", "web", "blog", "www"]);

/** The link's host without "www.", or "" for a link that is no web page (mailto:, unreadable). */
function hostOf(link: string): string {
  try {
    const url = new URL(link.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

const isOn = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

const labelWords = (label: string) =>
  label
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const isLinkedIn = (row: LinkRow) =>
  isOn(hostOf(row.link), ["linkedin.com"]) || labelWords(row.label).includes("linkedin");

/** Whether a link is a site's home page ("https://dw.example/"), not a page deep in it. */
function isHomePage(link: string): boolean {
  try {
    const url = new URL(link.trim());
    return (url.pathname === "/" || url.pathname === "") && !url.search;
  } catch {
    return false;
  }
}

/**
 * The portfolio: a web link labelled as one ("Portfolio", then "Website", "Home page"), else one on a
 * portfolio host (Behance, Dribbble, a github.io page), else the first home page of a site of the
 * person's own (a host that is no network or profile site; an article or a talk deep in someone
 * else's site is no portfolio).
 */
function portfolioOf(rows: LinkRow[]): LinkRow | undefined {
  const web = rows.filter((row) => hostOf(row.link) && !isLinkedIn(row));
  const labelled = (named: (words: string[]) => boolean) => web.find((row) => named(labelWords(row.label)));
  return (
    labelled((words) => words.includes("portfolio")) ??
    labelled(
      (words) => words.some((word) => SITE_WORDS.has(word)) || words.join(" ").includes("home page"),
    ) ??
    web.find((row) => isOn(hostOf(row.link), PORTFOLIO_HOSTS)) ??
    web.find((row) => !isOn(hostOf(row.link), NETWORK_HOSTS) && isHomePage(row.link))
  );
}

/** The resume's LinkedIn and portfolio links, each at most once, from its (clean, safe) links. */
export function headerLinks(rows: LinkRow[]): { linkedin?: LinkRow; portfolio?: LinkRow } {
  return { linkedin: rows.find(isLinkedIn), portfolio: portfolioOf(rows) };
}

/** A link as a header shows it: without "https://" and a closing "/" (the link keeps them). */
export function shownLink(link: string): string {
  const text = link.trim().replace(/^https?:\/\//i, "");
  return text.endsWith("/") ? text.slice(0, -1) : text;
}
