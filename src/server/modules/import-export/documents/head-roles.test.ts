import { describe, expect, it } from "vitest";
import { splitHead } from "./head-roles.ts";

describe("splitHead: a role, what qualifies it, then the organisation", () => {
  it("keeps the unit or grade between the role and the organisation with the role", () => {
    expect(splitHead("Policy Adviser, Housing Unit (SEO), Port Elm Borough Council")).toMatchObject({
      left: "Policy Adviser, Housing Unit (SEO)",
      right: "Port Elm Borough Council",
    });
    expect(splitHead("Student Teacher, 3rd Grade, Lakeview Elementary School")).toMatchObject({
      left: "Student Teacher, 3rd Grade",
      right: "Lakeview Elementary School",
    });
  });

  it("keeps a unit between a role and an organisation with the role", () => {
    expect(splitHead("Planning Intern, Route Scheduling, Port Elm Transit Authority")).toMatchObject({
      left: "Planning Intern, Route Scheduling",
      right: "Port Elm Transit Authority",
    });
  });

  it("reads a title as a role by its last word, whatever field words come before it", () => {
    // "Analytics" also names companies ("Ridgeback Analytics"); the title's last word is the job.
    expect(splitHead("Data Analytics Intern, Service Planning, Port Elm Transit Authority")).toMatchObject({
      left: "Data Analytics Intern, Service Planning",
      right: "Port Elm Transit Authority",
    });
  });

  it("splits a plain role and organisation at their one comma", () => {
    expect(splitHead("Data Analyst, Westshire Transit Authority")).toMatchObject({
      left: "Data Analyst",
      right: "Westshire Transit Authority",
    });
  });
});
