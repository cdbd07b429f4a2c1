// Spec §3 "Testimonial". These are illustrative examples written by us, not reviews from real
// customers (docs/decisions/008-honest-claims.md): each has verified: false, so its card says
// "Illustrative example" instead of the verified badge, and the section says so in words.
// Replace them with real, consented reviews (verified: true) when there are some.
export interface Testimonial {
  /** An image under public/; the card shows the initials when it fails to load. */
  avatar: string;
  name: string;
  title: string;
  link: { href: string; label: string };
  content: string;
  /** YYYY-MM-DD */
  date: string;
  verified: boolean;
  highlightWords: string[];
}

export const testimonials: Testimonial[] = [
  {
    avatar: "/testimonials/amara-okafor.svg",
    name: "Amara Okafor",
    title: "Registered nurse, returning to work",
    link: { href: "/blog/resume-length-and-format", label: "Resume length and format" },
    content:
      "I had not touched my resume in eight years. The wizard took me through it one section at a time, and the plain-text copy made the hospital application forms much less painful.",
    date: "2026-10-02",
    verified: false,
    highlightWords: ["one section at a time", "plain-text copy"],
  },
  {
    avatar: "/testimonials/daniel-reyes.svg",
    name: "Daniel Reyes",
    title: "Junior developer",
    link: { href: "/blog/tailor-resume-to-job-posting", label: "Tailoring to a job posting" },
    content:
      "I pasted the job posting and got a tailored version that kept my real projects. It even flagged the one skill the AI had tried to add, which is why I trust it.",
    date: "2026-10-09",
    verified: false,
    highlightWords: ["tailored version", "flagged the one skill"],
  },
  {
    avatar: "/testimonials/sofia-lindqvist.svg",
    name: "Sofia Lindqvist",
    title: "Operations coordinator",
    link: { href: "/blog/resume/how-ats-read-resumes", label: "How applicant tracking systems read resumes" },
    content:
      "I keep one Original and make a tailored revision for each application. The keyword coverage showed me what each posting actually cared about.",
    date: "2026-10-16",
    verified: false,
    highlightWords: ["one Original", "keyword coverage"],
  },
  {
    avatar: "/testimonials/tomas-novak.svg",
    name: "Tomás Novák",
    title: "Teacher moving into learning design",
    link: { href: "/blog/cover-letters/that-get-read", label: "Cover letters that get read" },
    content:
      "The cover letter draft gave me a structure to work from. I rewrote the opening in my own words and kept the rest.",
    date: "2026-10-23",
    verified: false,
    highlightWords: ["cover letter draft", "in my own words"],
  },
  {
    avatar: "/testimonials/grace-mensah.svg",
    name: "Grace Mensah",
    title: "Marketing manager",
    link: { href: "/blog/resume/achievement-bullets", label: "Writing achievement bullets" },
    content:
      "Turning duties into results was the hard part. The AI suggested stronger verbs but left my numbers exactly as I wrote them.",
    date: "2026-10-30",
    verified: false,
    highlightWords: ["stronger verbs", "left my numbers"],
  },
  {
    avatar: "/testimonials/kenji-watanabe.svg",
    name: "Kenji Watanabe",
    title: "Accounting graduate",
    link: { href: "/blog/resume-summary", label: "Writing a resume summary" },
    content:
      "I tried three designs on the same resume before picking Classic, and the text copied out of the PDF cleanly, in order.",
    date: "2026-11-06",
    verified: false,
    highlightWords: ["three designs", "copied out of the PDF cleanly"],
  },
];
