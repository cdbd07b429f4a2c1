import type { SourceResume } from "../source-resume.ts";

// Contact details as people print them on a resume, shared by the HTML and Word layouts.

/** "Chicago, IL" (a country only outside the US, as people write it). */
export function place(location: SourceResume["basics"]["location"]): string {
  if (!location) return "";
  const country = location.countryCode && location.countryCode !== "US" ? location.countryCode : "";
  return [location.city, location.region, country].filter(Boolean).join(", ");
}

/** The website and profiles as people print them: without the scheme. */
export function webLinks(basics: SourceResume["basics"]): { label: string; text: string }[] {
  const bare = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const links = basics.url ? [{ label: "Website", text: bare(basics.url) }] : [];
  for (const profile of basics.profiles ?? []) {
    if (profile.url) links.push({ label: profile.network ?? "Profile", text: bare(profile.url) });
  }
  return links;
}
