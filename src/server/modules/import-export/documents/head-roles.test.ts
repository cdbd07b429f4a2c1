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

describe("splitHead: an organisation and its unit after a comma", () => {
  it("keeps a unit after an organisation inside the employer", () => {
    expect(splitHead("Supply Sergeant (Staff Sergeant, E-6), U.S. Army, Signal Battalion")).toMatchObject({
      left: "Supply Sergeant (Staff Sergeant, E-6)",
      right: "U.S. Army, Signal Battalion",
    });
    expect(splitHead("Research Associate, Lakeview University, Department of Applied Physics")).toMatchObject(
      { left: "Research Associate", right: "Lakeview University, Department of Applied Physics" },
    );
    // A unit named by its last word ("… Lab", "… Brigade").
    expect(splitHead("Lab Technician, Port Elm Institute, Soil Chemistry Lab")).toMatchObject({
      left: "Lab Technician",
      right: "Port Elm Institute, Soil Chemistry Lab",
    });
  });

  it("still splits a role from a department that is the employer", () => {
    expect(splitHead("Policy Adviser, Department for Westshire Transport")).toMatchObject({
      left: "Policy Adviser",
      right: "Department for Westshire Transport",
    });
    // A field that qualifies the role is no organisation a unit could belong to.
    expect(
      splitHead("Assistant Policy Adviser, Housing Finance (HEO), Department for Westshire Transport"),
    ).toMatchObject({
      left: "Assistant Policy Adviser, Housing Finance (HEO)",
      right: "Department for Westshire Transport",
    });
  });
});

describe("splitHead: the organisation in brackets after the role", () => {
  it("reads the bracket as the organisation when its words name one", () => {
    expect(splitHead("Fullstack Javascript Engineer (Lakeview University)")).toEqual({
      kind: "connector",
      role: "Fullstack Javascript Engineer",
      org: "Lakeview University",
    });
    expect(splitHead("Scientific Employee / Software Development (Port Elm Institute)")).toMatchObject({
      role: "Scientific Employee / Software Development",
      org: "Port Elm Institute",
    });
    expect(splitHead("Student Assistant (diagnosis.lakeview.edu)")).toMatchObject({
      org: "diagnosis.lakeview.edu",
    });
  });

  it("leaves a translation, a parent organisation or an acronym in its brackets", () => {
    expect(splitHead("Design Engineer (Konstruktor)")).toBeUndefined();
    expect(splitHead("Lakeview Elementary School (Port Elm Unified School District)")).toBeUndefined();
    expect(splitHead("Data Engineer (NASA)")).toBeUndefined();
  });
});
