import { describe, expect, it } from "vitest";
import { letterContact } from "../../src/server/pdf/letter-content.ts";
import { resolveOptions } from "../../src/server/pdf/pdf-options.ts";
import { renderDocument } from "../../src/server/pdf/render-document.ts";
import { templateIds } from "../../src/shared/contracts/pdf.ts";
import { pdftotextPages } from "./pdf-helpers.ts";

// Issue 16: a cover letter's header broke a LinkedIn URL with a hyphen. A long contact (over 40
// characters: a profile URL, a long email) prints on a line of its own, whole, in every design,
// and no header line ends in a hyphen that is not in the text.

const URL_SHOWN = "www.linkedin.com/in/daniela-ortiz-martinez-data-analytics-2019";
const EMAIL = "daniela.ortiz.martinez.professional@example-mail.com";
const contact = letterContact({
  email: EMAIL,
  phone: "+1 555 010 2030",
  address: "Austin, TX",
  links: [
    { label: "LinkedIn", link: `https://${URL_SHOWN}` },
    { label: "GitHub", link: "https://github.com/dortiz" },
  ],
});

describe("long contacts in a letter's header", () => {
  it.each(templateIds)("%s prints the URL and the email whole, each on its own line", async (template) => {
    const bytes = await renderDocument(
      {
        kind: "letter",
        full_name: "Daniela Ortiz",
        headline: "Data Analyst",
        contact,
        date: "May 1, 2026",
        job_title: "Data Analyst",
        company: "Northwind",
        text: "Dear Northwind team,\n\nHello.\n\nKind regards,\nDaniela Ortiz",
      },
      resolveOptions(template, {}, false),
    );
    const [page] = await pdftotextPages(bytes);
    const lines = (page ?? "").split("\n").map((line) => line.trim());
    expect(lines).toContain(URL_SHOWN);
    expect(lines).toContain(EMAIL);
    const header = lines.slice(0, lines.indexOf("May 1, 2026"));
    expect(header.filter((line) => line.endsWith("-"))).toEqual([]);
  });
});
