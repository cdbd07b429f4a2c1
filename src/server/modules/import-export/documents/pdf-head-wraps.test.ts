import { describe, expect, it } from "vitest";
import { bold, run, texts } from "./synthetic-page.ts";

// Entry heads set in a flexible box beside their dates, as HTML templates lay them out: the
// words wrap a small gap (a flex gap) before the dates, not at a column of their own.

describe("a head that wraps beside its dates", () => {
  it("joins the employer's last words wrapped under the head", () => {
    const lines = texts([
      bold("Night Shift Supervisor,", 40, 700, 10, 108),
      run("Harbour Point Cold", 151, 700, 10, 81),
      run("Mar 2018 – Present", 250, 700, 10, 88),
      run("Storage", 40, 686, 10, 36),
      run("Ran a crew of 14 across three docks.", 52, 672, 10, 170),
    ]);
    expect(lines[0]?.parts).toEqual([
      "Night Shift Supervisor, Harbour Point Cold Storage",
      "Mar 2018 – Present",
    ]);
  });

  it("joins a bold title broken after a hyphen, whatever follows", () => {
    const lines = texts([
      bold("Crew Chief (Grade E-", 40, 700, 10, 190),
      run("Jan 2015 – Jun 2019", 250, 700, 10, 88),
      bold("5)", 40, 686, 10, 10),
      run(", Coast Guard Air Station", 50, 686, 10, 120),
    ]);
    expect(lines[0]?.parts).toEqual([
      "Crew Chief (Grade E-5), Coast Guard Air Station",
      "Jan 2015 – Jun 2019",
    ]);
  });

  it("keeps a row of contact details apart from the line under it", () => {
    const lines = texts([
      run("ines@example.org", 40, 700, 10, 80),
      run("555 0142", 132, 700, 10, 40),
      run("Lisbon", 40, 686, 10, 30),
    ]);
    expect(lines.map((line) => line.text)).toEqual(["ines@example.org 555 0142", "Lisbon"]);
  });
});
