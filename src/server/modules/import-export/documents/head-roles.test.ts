import { describe, expect, it } from "vitest";
import { splitHead } from "./head-roles.ts";

describe("a role, its unit and the organisation after commas", () => {
  it("keeps the unit between the role and the organisation with the role", () => {
    expect(splitHead("Planning Intern, Route Scheduling, Port Elm Transit Authority")).toMatchObject({
      left: "Planning Intern, Route Scheduling",
      right: "Port Elm Transit Authority",
    });
  });

  it("still splits a role from one organisation at its comma", () => {
    expect(splitHead("Planning Intern, Port Elm Transit Authority")).toMatchObject({
      left: "Planning Intern",
      right: "Port Elm Transit Authority",
    });
  });
});
