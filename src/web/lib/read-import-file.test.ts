import { describe, expect, it } from "vitest";
import {
  NOT_JSON_MESSAGE,
  readImportFile,
  readImportText,
  TOO_LARGE_MESSAGE,
  UNKNOWN_FORMAT_MESSAGE,
} from "./read-import-file.ts";

// The shape of the JSON Resume project's sample (v1.0.0), cut down.
const sample = JSON.stringify({
  $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  basics: { name: "Richard Hendriks", label: "Programmer", email: "richard.hendriks@mail.com" },
  work: [{ name: "Pied Piper", position: "CEO/President", startDate: "2013-12-01" }],
});

describe("readImportText", () => {
  it("recognises the JSON Resume sample by its basics", () => {
    const reading = readImportText(sample);
    expect(reading).toMatchObject({ ok: true, format: "json-resume" });
    expect(reading.ok && (reading.data as { basics: { name: string } }).basics.name).toBe("Richard Hendriks");
  });

  it("recognises our own export by its format marker, even when it also has basics", () => {
    const file = { format: "resume-builder", basics: {}, resume: { name: "Mine" } };
    expect(readImportText(JSON.stringify(file))).toEqual({ ok: true, format: "native", data: file });
  });

  it("refuses text that is not JSON", () => {
    expect(readImportText("not json")).toEqual({ ok: false, message: NOT_JSON_MESSAGE });
    expect(readImportText("")).toEqual({ ok: false, message: NOT_JSON_MESSAGE });
  });

  it("refuses JSON of another shape", () => {
    for (const text of ["null", "42", '"basics"', '[{"basics":{}}]', '{"format":"other"}', "{}"]) {
      expect(readImportText(text)).toEqual({ ok: false, message: UNKNOWN_FORMAT_MESSAGE });
    }
  });
});

describe("readImportFile", () => {
  it("refuses a file over 1 MB without reading it", async () => {
    let read = false;
    const file = {
      size: 1_000_001,
      text: async () => {
        read = true;
        return sample;
      },
    };
    expect(await readImportFile(file)).toEqual({ ok: false, message: TOO_LARGE_MESSAGE });
    expect(read).toBe(false);
  });

  it("reads a file within the limit", async () => {
    const file = { size: sample.length, text: async () => sample };
    expect(await readImportFile(file)).toMatchObject({ ok: true, format: "json-resume" });
  });
});
