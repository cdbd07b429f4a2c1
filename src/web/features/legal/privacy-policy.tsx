import { Link } from "react-router";
import { LegalPage, LegalSection } from "./legal-page";

// Written from what the code stores (src/server/db/schema) and sends; keep it in step with it.
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy policy"
      intro={
        <p>
          This page explains, in plain words, what this resume builder stores about you, why, where it goes
          and how you can take it with you or delete it. "We" means the people who run this site. To reach us,
          use the Contact us button at the top of every page.
        </p>
      }
    >
      <LegalSection heading="What we store, and why">
        <ul>
          <li>
            <strong>Your account:</strong> your email address (or phone number, if you sign in by phone), an
            optional name, your password stored only as a one-way hash, the sign-in providers you linked
            (Google, GitHub or LinkedIn) and your two-factor settings. A guest account you start without
            signing up has no email until you add one.
          </li>
          <li>
            <strong>Your sessions:</strong> for each device where you are signed in, the session with its IP
            address and browser name, so the session can be checked and ended. Signing out ends it.
          </li>
          <li>
            <strong>Your resumes, cover letters and jobs:</strong> everything you type into the builder, the
            revisions the AI writes, the job postings you save and the cover letters you generate. We keep
            them so you can come back to them; we do not read them for any other purpose.
          </li>
          <li>
            <strong>Photos:</strong> if you add a photo to a resume, we store it cropped, turned upright and
            converted to WebP in three sizes. Its metadata (such as camera details or location) is not kept.
          </li>
          <li>
            <strong>Your plan:</strong> which plan you have and how many resumes and AI generations you have
            left. Payments are handled by Stripe: we never see or store your card details. Stripe tells us
            which account paid for which plan.
          </li>
          <li>
            <strong>Messages you send us:</strong> the email address and message from the contact form or the
            thank-you page and, if you are signed in, your account id, so we can answer you.
          </li>
          <li>
            <strong>Abuse protection:</strong> to slow down automated abuse we count requests per IP address
            on sign-in, the AI features and public forms. These counters are deleted after about a day.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="The AI features">
        <p>
          When you ask the AI to enhance or tailor a resume or to write a cover letter, what happens to the
          text depends on how this site is set up, and the AI screens name the writer in use:
        </p>
        <ul>
          <li>
            With the <strong>built-in writer</strong> (the default), the text is processed on our own server
            and nothing leaves it.
          </li>
          <li>
            With an <strong>AI model provider</strong> configured by the site, the content needed for that
            request (your resume, the job posting and your instructions) is sent to that provider to produce
            the text. The provider's own terms and privacy policy apply to that processing.
          </li>
        </ul>
        <p>We do not use your resumes to train AI models.</p>
      </LegalSection>

      <LegalSection heading="Email">
        <p>
          We send you email only for your account: sign-in links and codes, address confirmations and password
          resets. They go out through the mail service this site uses. We do not send newsletters or
          marketing.
        </p>
      </LegalSection>

      <LegalSection heading="Analytics">
        <p>
          Analytics run only if the people running this site have set them up (with PostHog). In that case the
          pages you visit and basic usage events are sent to that analytics service, with a random identifier
          kept in your browser. Without that setup, no analytics code is loaded and nothing is sent. We never
          sell your data or show advertising. The <Link to="/legal/cookie-policy">cookie policy</Link> lists
          what your browser keeps.
        </p>
      </LegalSection>

      <LegalSection heading="Where your data is kept">
        <p>
          Your account, resumes and messages are kept in this site's database. Photos are kept on the site's
          server or in the file storage service it is configured to use. Everything travels over HTTPS when
          the site is served over HTTPS.
        </p>
      </LegalSection>

      <LegalSection heading="How long we keep it">
        <p>
          We keep your data while your account exists. When you delete your account, your account, sessions,
          resumes, revisions, cover letters, jobs and photos are removed at once. Messages you sent us stay,
          without the link to your account. If the site keeps backups, deleted data disappears from them when
          they expire.
        </p>
      </LegalSection>

      <LegalSection heading="Your choices">
        <ul>
          <li>
            <strong>See and take your data:</strong> in your account settings, download everything we hold
            about you as one JSON file.
          </li>
          <li>
            <strong>Correct it:</strong> edit your resumes and account details at any time.
          </li>
          <li>
            <strong>Delete it:</strong> delete your account from your account settings; it takes effect
            immediately.
          </li>
          <li>
            <strong>Ask us:</strong> for anything else about your data, write to us with the contact form.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="Changes">
        <p>
          If we change what we store or how we use it, we will update this page and its date. Significant
          changes will be announced on the site before they apply.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
