import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import { refusedFields } from "./server-refusal";

const refusal = (message: string, issues?: { path: string; message: string }[]) =>
  new ApiError(400, "bad_request", message, issues ? { issues } : undefined);

describe("a save the server refused", () => {
  it("is placed on the sent fields its issues name, without the field's name in front", () => {
    const error = refusal("email: Enter a valid email address. skills.0.name: Too long.", [
      { path: "email", message: "email: Enter a valid email address." },
      { path: "skills.0.name", message: "skills.0.name: Too long." },
      { path: "updated_at", message: "updated_at: Required." },
    ]);
    expect(refusedFields(error, ["email", "skills", "phone"])).toEqual({
      email: "Enter a valid email address.",
      skills: "Too long.",
    });
  });

  it("is placed by a message that names the field first when there are no issues", () => {
    const error = refusal("summary: Text cannot contain the NUL character (\\u0000).");
    expect(refusedFields(error, ["summary", "phone"])).toEqual({
      summary: "Text cannot contain the NUL character (\\u0000).",
    });
  });

  it("of one field is that field's; of several that it names none of, is no one's", () => {
    expect(refusedFields(refusal("Something is wrong."), ["phone"])).toEqual({
      phone: "Something is wrong.",
    });
    expect(refusedFields(refusal("Something is wrong."), ["phone", "address"])).toBeNull();
    expect(
      refusedFields(refusal("Unknown field: x.", [{ path: "", message: "Unknown field: x." }]), ["a", "b"]),
    ).toBeNull();
  });

  it("is only a 400 (or 422): a conflict, a lost session or a server error is not a field's fault", () => {
    for (const status of [401, 404, 409, 429, 500, 0]) {
      expect(refusedFields(new ApiError(status, "x", "No."), ["phone"])).toBeNull();
    }
    expect(refusedFields(new Error("bug"), ["phone"])).toBeNull();
  });
});
