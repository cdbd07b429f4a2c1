import { Link } from "react-router";
import { formatUsd, plans } from "../../../shared/plans";
import { LegalPage, LegalSection } from "./legal-page";

export function TermsOfUse() {
  const { free, basic, pro, premium } = plans;
  return (
    <LegalPage
      title="Terms of use"
      intro={
        <p>
          These terms are the agreement between you and the people who run this site ("we") when you use the
          resume builder. We have kept them short and in plain language. By using the site you accept them.
        </p>
      }
    >
      <LegalSection heading="Your account">
        <ul>
          <li>
            Keep your sign-in details to yourself; you are responsible for what is done with your account.
          </li>
          <li>
            A guest account lives only in your browser's session cookie until you add an email address or a
            sign-in method. Add one if you want to keep your work.
          </li>
          <li>You can delete your account at any time from your account settings.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="Your content">
        <p>
          What you write and upload stays yours. You allow us to store it and process it only to provide the
          service to you: to show it, to produce PDFs and other files, and to run the AI features you ask for
          (including sending it to the AI provider the site uses, if any; see the{" "}
          <Link to="/legal/privacy-policy">privacy policy</Link>). Only upload content you have the right to
          use.
        </p>
      </LegalSection>

      <LegalSection heading="AI suggestions">
        <p>
          The AI rewrites and reorders what you wrote; it is told not to add facts, and anything it adds that
          is not in your own text (an employer, title, date, degree, number or skill) is flagged and put back.
          Still, the result is a suggestion: read it before you send it, and make sure every line is true. You
          are responsible for what you send to employers.
        </p>
      </LegalSection>

      <LegalSection heading="Plans and payments">
        <ul>
          <li>
            The free plan lets you build {free.cvs === 1 ? "one resume" : `${free.cvs} resumes`} without AI
            features or file downloads.
          </li>
          <li>
            {basic.name} ({formatUsd(basic.priceUsd)}) and {pro.name} ({formatUsd(pro.priceUsd)}) are one-time
            payments with lifetime access for as long as this service runs. Their resumes and AI generations
            do not expire.
          </li>
          <li>
            {premium.name} ({formatUsd(premium.priceUsd)} a month) renews monthly until you cancel; when the
            subscription ends, so do its unlimited features.
          </li>
          <li>Payments are processed by Stripe under its own terms.</li>
          <li>
            <strong>30-day money-back guarantee:</strong> if you are not satisfied, write to us within 30 days
            of a payment and we will refund it in full.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="Fair use">
        <p>Please do not:</p>
        <ul>
          <li>
            use the site for anything unlawful, or to write deliberately false or misleading applications;
          </li>
          <li>try to get around plan limits, rate limits or security checks;</li>
          <li>overload the site, scrape it in bulk, or access other people's data;</li>
          <li>resell the service without our written agreement.</li>
        </ul>
        <p>We may suspend accounts that do these things.</p>
      </LegalSection>

      <LegalSection heading="The service">
        <p>
          We work to keep the site running and your data safe, but we provide it as it is, without a guarantee
          that it will always be available or error-free. Keep a copy of important documents (you can download
          your resumes and export all your data at any time). As far as the law allows, we are not liable for
          indirect losses, such as a missed job opportunity; nothing in these terms limits rights you have
          under consumer law.
        </p>
      </LegalSection>

      <LegalSection heading="Changes and contact">
        <p>
          If we change these terms, we will update this page and its date, and announce significant changes on
          the site before they apply. Questions? Use the Contact us button at the top of the page.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
