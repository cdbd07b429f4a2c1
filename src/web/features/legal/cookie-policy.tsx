import { Link } from "react-router";
import { LegalPage, LegalSection } from "./legal-page";

const cellClass = "border-b border-grey-200 px-3 py-2 align-top";

const stored = [
  {
    name: "better-auth.session_token",
    kind: "Cookie (HttpOnly, SameSite=Lax)",
    purpose: "Keeps you signed in. Set when you sign in or start as a guest; removed when you sign out.",
    lifetime: "Up to 400 days, renewed while you use the site",
  },
  {
    name: "Short-lived sign-in cookies (Better Auth)",
    kind: "Cookie",
    purpose: "Carry a sign-in step across pages, such as a two-factor check or a social sign-in.",
    lifetime: "Minutes, or until the step ends",
  },
  {
    name: "plan",
    kind: "Cookie",
    purpose: "Only on partner sites: remembers the partner plan you picked.",
    lifetime: "One year",
  },
  {
    name: "Colour theme",
    kind: "Local storage",
    purpose: "Remembers whether you chose the light or the dark theme.",
    lifetime: "Until you clear it",
  },
  {
    name: "cvHelpModalShown, cvTailoredHelpModalShown",
    kind: "Local storage",
    purpose: "Remember that you have already seen the builder's help pop-ups.",
    lifetime: "Until you clear it",
  },
  {
    name: "resume-held:{resume number}",
    kind: "Local storage",
    purpose:
      "Keeps what you typed in a resume field that could not be saved yet (an email address or a date that is not complete), so it is still there, marked, after a reload.",
    lifetime: "Until the field is saved",
  },
];

export function CookiePolicy() {
  return (
    <LegalPage
      title="Cookie policy"
      intro={
        <p>
          This site keeps very little in your browser: what it needs to keep you signed in and to remember a
          few settings. There are no advertising cookies and no third-party trackers.
        </p>
      }
    >
      <LegalSection heading="What your browser keeps">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-base">
            <thead>
              <tr>
                <th scope="col" className={`${cellClass} font-semibold text-grey-900`}>
                  Name
                </th>
                <th scope="col" className={`${cellClass} font-semibold text-grey-900`}>
                  Kind
                </th>
                <th scope="col" className={`${cellClass} font-semibold text-grey-900`}>
                  Why
                </th>
                <th scope="col" className={`${cellClass} font-semibold text-grey-900`}>
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              {stored.map((item) => (
                <tr key={item.name}>
                  <td className={`${cellClass} font-mono text-sm`}>{item.name}</td>
                  <td className={cellClass}>{item.kind}</td>
                  <td className={cellClass}>{item.purpose}</td>
                  <td className={cellClass}>{item.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          All of these are needed for the site to work as you asked, so they are set without a consent banner.
        </p>
      </LegalSection>

      <LegalSection heading="Analytics cookies, only when enabled">
        <p>
          If the people running this site have enabled analytics (PostHog), the analytics script keeps a
          random identifier in a cookie and in local storage (named after the site's analytics key, starting
          with <code>ph_</code>) for up to a year, so that page views can be counted. When analytics are not
          enabled, the script is not loaded and nothing is stored. See the{" "}
          <Link to="/legal/privacy-policy">privacy policy</Link> for what is sent.
        </p>
      </LegalSection>

      <LegalSection heading="Your choices">
        <p>
          You can delete cookies and local storage in your browser's settings at any time. If you block the
          session cookie you cannot stay signed in, and a guest account without an email address cannot be
          recovered once its cookie is gone.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
