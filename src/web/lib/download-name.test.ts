import { describe, expect, it } from "vitest";
import { downloadName } from "./download-name";

describe("downloadName", () => {
  it("names a resume and a letter after the person", () => {
    expect(downloadName("Daniela Ortiz", "Resume", "pdf")).toBe("Daniela_Ortiz_Resume.pdf");
    expect(downloadName("Daniela Ortiz", "Cover_Letter", "pdf")).toBe("Daniela_Ortiz_Cover_Letter.pdf");
    expect(downloadName("Daniela Ortiz", "Resume", "docx")).toBe("Daniela_Ortiz_Resume.docx");
  });

  it("keeps the name's letters in any script; apostrophes join, other characters become one underscore", () => {
    expect(downloadName("Siobhán O'Callaghan", "Resume", "pdf")).toBe("Siobhán_OCallaghan_Resume.pdf");
    expect(downloadName("王小明", "Cover_Letter", "pdf")).toBe("王小明_Cover_Letter.pdf");
    expect(downloadName("  Jean-Luc  Picard, PhD ", "Resume", "txt")).toBe("Jean_Luc_Picard_PhD_Resume.txt");
    expect(downloadName('a/b\\c:d*e?"f<g>h|i', "Resume", "pdf")).toBe("a_b_c_d_e_f_g_h_i_Resume.pdf");
  });

  it("is just the document without a usable name", () => {
    expect(downloadName("", "Resume", "pdf")).toBe("Resume.pdf");
    expect(downloadName(" -- ", "Cover_Letter", "pdf")).toBe("Cover_Letter.pdf");
  });

  it("caps a very long name", () => {
    const name = downloadName("A".repeat(200), "Resume", "pdf");
    expect(name.length).toBeLessThanOrEqual(60 + "_Resume.pdf".length);
    expect(name.endsWith("_Resume.pdf")).toBe(true);
  });
});
