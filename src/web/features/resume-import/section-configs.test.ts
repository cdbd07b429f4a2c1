import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { resumeDraftSchema } from "../../../shared/resume-draft.ts";
import { addressFields, contactFields, listSections, profileSection } from "./section-configs.ts";

// A field the draft holds but the review does not show would reach the resume unseen and
// uneditable (project technologies once did): each key of the schema must have its field.

/** The keys of an entry of the list at `path` of the draft's schema. */
function rowKeys(schema: z.ZodType): string[] {
  const list = (schema as z.ZodOptional<z.ZodArray<z.ZodObject>>).unwrap();
  return Object.keys(list.element.shape);
}

describe("the review's fields", () => {
  it("show every field of the person's details", () => {
    const { location, profiles, summary, ...basics } = resumeDraftSchema.shape.basics.shape;
    const shown = [...contactFields, ...addressFields].map((field) => field.path);
    const expected = [
      ...Object.keys(basics).map((key) => `basics.${key}`),
      ...Object.keys(location.unwrap().shape).map((key) => `basics.location.${key}`),
    ];
    expect(shown.sort()).toEqual(expected.sort());
    expect(summary).toBeDefined(); // the summary has a section of its own
    expect(profileSection.fields.map((field) => field.key).sort()).toEqual(rowKeys(profiles).sort());
  });

  it("show every list of the draft, and every field of its entries", () => {
    const { basics: _, ...lists } = resumeDraftSchema.shape;
    expect(listSections.map((section) => section.path).sort()).toEqual(Object.keys(lists).sort());
    for (const section of listSections) {
      const schema = lists[section.path as keyof typeof lists];
      const keys = section.fields.map((field) => field.key);
      expect({ section: section.path, keys: keys.sort() }).toEqual({
        section: section.path,
        keys: rowKeys(schema).sort(),
      });
    }
  });
});
