import { describe, expect, it } from "vitest";
import { arrangeSections, DEFAULT_LAYOUT, dropSection, moveSection } from "../resume-layout.ts";
import { sectionKeys } from "../resume-sections.ts";
import { normalizeLayout, readStoredLayout, resumeLayoutPayload } from "./layout.ts";

const issues = (value: unknown) => {
  const result = resumeLayoutPayload.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the layout contract", () => {
  it("refuses an unknown section, naming it and the known ones", () => {
    const [message] = issues({ hidden: ["hobbies"] });
    expect(message).toContain('Unknown section "hobbies"');
    expect(message).toContain("summary, experience");
  });

  it("refuses a section that is not a name without quoting it, however deeply it nests", () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const [message] = issues({ order: [], hidden: [deep] });
    expect(message).toBe(
      `Each section must be one of the section names: sections are ${sectionKeys.join(", ")}.`,
    );
  });

  it("refuses a section named twice and values outside the bounds", () => {
    expect(issues({ order: ["skills", "skills"] })).toEqual(["order names a section twice."]);
    expect(issues({ margins: 0.2 })[0]).toContain("margins (page margins) must be from 0.5 to 1.5 in");
    expect(issues({ lineHeight: 1 })[0]).toContain("from 1.15 to 2");
    expect(issues({ fontScale: 300 })[0]).toContain("from 80 to 130%");
    expect(issues({ spacing: "wide" })[0]).toContain("spacing");
    expect(issues({ columns: 2 })).toHaveLength(1);
  });

  it("completes a partial order with the missing sections in their default order", () => {
    const layout = normalizeLayout(resumeLayoutPayload.parse({ order: ["skills", "summary"] }));
    expect(layout.order).toEqual([
      "skills",
      "summary",
      ...sectionKeys.filter((key) => key !== "skills" && key !== "summary"),
    ]);
    expect(layout.margins).toBeNull();
  });

  it("puts a section added since an order was saved in its usual place", () => {
    const saved = sectionKeys.filter((key) => key !== "licenses").reverse();
    const order = normalizeLayout(resumeLayoutPayload.parse({ order: saved })).order ?? [];
    expect(order.indexOf("licenses")).toBe(order.indexOf("certificates") + 1);
    expect(order.filter((key) => key !== "licenses")).toEqual(saved);
  });

  it("keeps the date format and the page size, and refuses others", () => {
    const layout = normalizeLayout(
      resumeLayoutPayload.parse({ dateFormat: "month-number", pageSize: "Letter" }),
    );
    expect(layout).toMatchObject({ dateFormat: "month-number", pageSize: "Letter" });
    expect(issues({ dateFormat: "MM/YYYY" })[0]).toContain(
      "dateFormat must be one of month-name, month-number",
    );
    expect(issues({ pageSize: "A3" })[0]).toContain("pageSize must be A4 or Letter");
    expect(normalizeLayout(resumeLayoutPayload.parse({}))).toEqual(DEFAULT_LAYOUT);
  });

  it("reads an unreadable stored layout as the design's defaults", () => {
    expect(readStoredLayout(null)).toEqual(DEFAULT_LAYOUT);
    expect(readStoredLayout({ margins: "a lot" })).toEqual(DEFAULT_LAYOUT);
    expect(readStoredLayout({ hidden: ["links"] }).hidden).toEqual(["links"]);
  });
});

describe("arranging a design's sections", () => {
  it("keeps the design's order without a layout, hides hidden ones, follows the user's order", () => {
    const ids = ["summary", "experience", "skills"] as const;
    expect(arrangeSections(ids, undefined)).toEqual(["summary", "experience", "skills"]);
    const moved = moveSection([...sectionKeys], "skills", -1);
    const layout = { ...DEFAULT_LAYOUT, order: moved, hidden: ["summary" as const] };
    // Skills moved up one place: above certificates, still below experience.
    expect(arrangeSections(ids, layout)).toEqual(["experience", "skills"]);
    let order = [...sectionKeys];
    for (let i = 0; i < 5; i++) order = moveSection(order, "skills", -1);
    expect(arrangeSections(ids, { ...DEFAULT_LAYOUT, order })).toEqual(["summary", "skills", "experience"]);
  });

  it("drops a dragged section where the target stood, up or down", () => {
    const order = [...sectionKeys];
    expect(dropSection(order, "skills", "experience").slice(0, 3)).toEqual([
      "summary",
      "skills",
      "experience",
    ]);
    expect(dropSection(order, "summary", "education").slice(0, 3)).toEqual([
      "experience",
      "education",
      "summary",
    ]);
    expect(dropSection(order, "skills", "skills")).toBe(order);
  });

  it("does not move a section past either end", () => {
    const order = [...sectionKeys];
    expect(moveSection(order, "summary", -1)).toEqual(order);
    expect(moveSection(order, "extras", 1)).toEqual(order);
  });
});
