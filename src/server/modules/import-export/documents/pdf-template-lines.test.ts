import { describe, expect, it } from "vitest";
import { run, texts } from "./synthetic-page.ts";

// Lines of template layouts (issue 31, real template examples): a heading under a short line, a
// column set flush right, a justified line stretched word by word.

describe("pageLines: a heading under a line that ends short", () => {
  it("keeps a line that names a section apart from the list above it", () => {
    const lines = texts([
      run("Tools", 40, 700),
      run("Webpack, Git, Jenkins, Docker, JIRA, Terraform, Ansible, Kubernetes", 40, 688, 8.5, 300),
      run("Certifications", 40, 676, 8.5, 60),
      run("AWS Certified Developer", 40, 664),
    ]);
    expect(lines.map((line) => line.text)).toContain("Certifications");
  });
});

describe("pageLines: a column set flush right", () => {
  it("reads no items from where its lines start, as their lengths put them there", () => {
    // Every line ends at x = 300; shorter ones start further right.
    const flushRight = (text: string, y: number) => run(text, 300 - text.length * 5, y, 10, text.length * 5);
    const lines = texts([
      flushRight("Company A", 700),
      flushRight("Developer", 686),
      flushRight("since January 2016", 672),
      flushRight("Programming and watching cute cat", 658),
      flushRight("videos.", 644),
      flushRight("Company C", 620),
      flushRight("Trainee", 606),
      flushRight("March 2014 - December 2014", 592),
    ]);
    expect(lines.some((line) => line.bullet)).toBe(false);
  });
});

describe("pageLines: a justified line stretched wide", () => {
  it("reads words spread at one even gap as one line, and cells at uneven gaps apart", () => {
    const words = ["Design", "software", "architecture", "and", "leading"];
    const stretched = words.map((word, at) => run(word, 60 + at * 80, 700, 10, word.length * 5));
    // Even gaps: each word starts 16 points after the one before it ends.
    let x = 60;
    const even = words.map((word) => {
      const glyph = run(word, x, 700, 10, word.length * 5);
      x += word.length * 5 + 16;
      return glyph;
    });
    expect(texts(even).map((line) => line.text)).toEqual(["Design software architecture and leading"]);
    expect(texts(even)[0]?.parts).toBeUndefined();
    // Words at fixed column positions (a grid of skills) have gaps that follow their lengths.
    expect(texts(stretched)[0]?.parts).toHaveLength(5);
  });
});
