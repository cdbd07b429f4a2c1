import { formatUsd, plans, UNLIMITED } from "../../../shared/plans";

// Spec §3 "FAQ item". Every plan figure comes from shared/plans.ts, so the answers cannot
// drift from what the server enforces.
export interface FaqItem {
  question: string;
  answer: string;
  /** Also asked on /pricing. */
  aboutPaying?: boolean;
}

const amount = (value: number, noun: string) =>
  value >= UNLIMITED ? `unlimited ${noun}` : `${value} ${noun}`;
const { free, basic, pro, premium } = plans;

export const faqItems: FaqItem[] = [
  {
    question: "Is there a money-back guarantee?",
    aboutPaying: true,
    answer:
      "Yes: a 30-day money-back guarantee. If the builder is not right for you, write to us through the contact form within 30 days of your purchase and we will refund you in full, no questions asked.",
  },
  {
    question: "What can I do for free?",
    aboutPaying: true,
    answer: `You can create ${amount(free.cvs, free.cvs === 1 ? "resume" : "resumes")} with the guided wizard, see a watermarked preview of every design and copy your resume as plain text. AI writing and PDF or DOCX downloads come with a paid plan.`,
  },
  {
    question: "What is the difference between the plans?",
    aboutPaying: true,
    answer: `${basic.name} (${formatUsd(basic.priceUsd)}, one time) gives you ${amount(basic.cvs, "resumes")} and ${amount(basic.generations, "AI generations")}. ${pro.name} (${formatUsd(pro.priceUsd)}, one time) gives you ${amount(pro.cvs, "resumes")} and ${amount(pro.generations, "AI generations")}. ${premium.name} (${formatUsd(premium.priceUsd)} a month) gives you ${amount(premium.cvs, "resumes")} and ${amount(premium.generations, "AI generations")}. An AI generation is one run of enhancing or tailoring a resume, or writing a cover letter.`,
  },
  {
    question: "Is a one-time plan really one time?",
    aboutPaying: true,
    answer: `Yes. ${basic.name} and ${pro.name} are single payments with lifetime access: your resumes, downloads and any AI generations you have not used never expire. Only ${premium.name} is a monthly subscription, and you can cancel it at any time.`,
  },
  {
    question: "Will applicant tracking systems be able to read my resume?",
    answer:
      "Every design stores real, selectable text in reading order, with plain section headings and consistent dates, which is what parsers need. You can check any download yourself: select all the text in the PDF and paste it into a plain text editor.",
  },
  {
    question: "Will the AI make things up?",
    answer:
      "It should not, and we check. The AI may reword, reorder and emphasise what you wrote, but any employer, title, date, degree, number or skill it adds that is not in your own text is flagged and put back to your wording. Your original resume is never changed by the AI.",
  },
  {
    question: "How long does it take to make a resume?",
    answer:
      "It depends on how much you have to enter. The wizard has eight short steps, from your general details to instructions for the AI, and saves as you type, so you can stop and come back. If you have a resume in the JSON Resume format you can import it. An AI run takes from a few seconds to a few minutes, depending on the AI model the site uses.",
  },
  {
    question: "Where does my data go?",
    answer:
      "Your account, resumes and photos are stored on this site's server. The text of a resume is sent to an AI provider only when the site is configured to use one; otherwise a built-in writer runs on the server itself. You can download everything we hold about you or delete your account at any time from your account settings. The privacy policy has the details.",
  },
];
