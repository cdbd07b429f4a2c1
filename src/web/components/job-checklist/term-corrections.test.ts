import { describe, expect, it } from "vitest";
import { NO_CORRECTIONS } from "../../../shared/posting-analysis";
import { addTerm, markPreferred, markRequired, removeTerm, restoreTerm } from "./term-corrections";

describe("term corrections", () => {
  it("marks a posting's term removed, and restores it", () => {
    const removed = removeTerm(NO_CORRECTIONS, "MongoDB");
    expect(removed).toEqual({ removed: ["MongoDB"], required: [], added: [] });
    expect(removeTerm(removed, "mongodb")).toEqual(removed);
    expect(restoreTerm(removed, "mongodb")).toEqual(NO_CORRECTIONS);
  });

  it("drops a term the user added instead of marking it removed", () => {
    const added = markRequired(addTerm(NO_CORRECTIONS, " GraphQL "), "GraphQL");
    expect(added).toEqual({ removed: [], required: ["GraphQL"], added: ["GraphQL"] });
    expect(removeTerm(added, "graphql")).toEqual(NO_CORRECTIONS);
  });

  it("marks a term required once, and back", () => {
    const required = markRequired(markRequired(NO_CORRECTIONS, "Terraform"), "terraform");
    expect(required.required).toEqual(["Terraform"]);
    expect(markPreferred(required, "TERRAFORM")).toEqual(NO_CORRECTIONS);
  });

  it("brings a removed term back when the user adds it again", () => {
    expect(addTerm(removeTerm(NO_CORRECTIONS, "SQL"), "sql")).toEqual(NO_CORRECTIONS);
  });
});
