import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { letterToDocx } from "./letter-to-docx.ts";

// A letter's list lines (the direct tone's, or the user's own "- " lines) are Word bullets, so a
// wrapped line hangs under its text as in the PDF; other lines stay paragraphs with their breaks.

const letter = {
  kind: "letter" as const,
  full_name: "Jordan Whitaker",
  headline: "",
  contact: [],
  date: "December 7, 2026",
  job_title: "Account Executive",
  company: "Northwind",
  text: "Hello team,\n\nThe short version:\n- Prospecting: I booked 22 meetings a month.\n- Closing: I closed 46 new logos.\n\nBest regards,\nJordan",
};

async function paragraphs(bytes: Uint8Array): Promise<string[]> {
  const xml = (await (await JSZip.loadAsync(bytes)).file("word/document.xml")?.async("string")) ?? "";
  return xml.split("</w:p>").filter((part) => part.includes("<w:t"));
}

describe("a letter as a Word file", () => {
  it("makes each list line a bullet without its dash, and keeps the rest as written", async () => {
    const parts = await paragraphs(await letterToDocx(letter));
    const bullets = parts.filter((part) => part.includes("<w:numPr>"));
    expect(bullets).toHaveLength(2);
    expect(bullets[0]).toContain("Prospecting: I booked 22 meetings a month.");
    expect(bullets.join("")).not.toContain("- ");
    const regards = parts.find((part) => part.includes("Best regards,"));
    expect(regards).toContain("<w:br/>");
    expect(parts.some((part) => part.includes("The short version:") && !part.includes("<w:numPr>"))).toBe(
      true,
    );
  });

  it("prints on the paper of the writer's address: Letter in Austin, A4 in Leeds or with none", async () => {
    const size = async (address?: string) => {
      const bytes = await letterToDocx({ ...letter, ...(address === undefined ? {} : { address }) });
      const xml = (await (await JSZip.loadAsync(bytes)).file("word/document.xml")?.async("string")) ?? "";
      return /<w:pgSz w:w="(\d+)" w:h="(\d+)"/.exec(xml)?.slice(1);
    };
    expect(await size("Austin, TX 78701")).toEqual(["12240", "15840"]);
    expect(await size("Leeds, UK")).toEqual(["11906", "16838"]);
    expect(await size()).toEqual(["11906", "16838"]);
  });
});
