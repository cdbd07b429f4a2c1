import { describe, expect, it } from "vitest";
import { resumeFromLines } from "./resume-from-lines.ts";
import type { SourceLine } from "./source-lines.ts";

// The person's details set apart from the header: a table of "Label  value" rows, an "About"
// box that lists them before its prose, a grid of networks over handles. Every line here is
// made up for the rule it checks.

const line = (text: string, extra: Partial<SourceLine> = {}): SourceLine => ({ text, page: 1, ...extra });
const heading = (text: string) => line(text, { heading: true, bold: true, size: 14 });
const body = (text: string, extra: Partial<SourceLine> = {}) => line(text, { size: 10, ...extra });
const cells = (label: string, value: string) => body(`${label}  ${value}`, { parts: [label, value] });

describe("a table of the person's details", () => {
  it("reads Label  value rows under any heading as the details, and the labelled name as the name", () => {
    const { resume } = resumeFromLines([
      line("Curriculum Vitae", { size: 20 }),
      heading("About me"),
      cells("Name", "Jordan Vale"),
      cells("Address", "12 Elm Road, Port Elm"),
      body("Phone: +1 555 010 0199"),
      cells("Email", "jordan.vale@example.org"),
      cells("LinkedIn", "linkedin.com/in/jordan-vale"),
      heading("Experience"),
      body("Ranger, Westshire Parks", { parts: ["Ranger, Westshire Parks", "2019 – 2022"] }),
      body("Kept the trails open.", { bullet: true }),
    ]);
    expect(resume.basics).toMatchObject({
      name: "Jordan Vale",
      email: "jordan.vale@example.org",
      phone: "+1 555 010 0199",
      profiles: [{ network: "LinkedIn", username: "jordan-vale" }],
    });
    expect(resume.basics.summary).toBeUndefined();
    expect(resume.work).toHaveLength(1);
  });

  it("leaves a references section's Name: rows to the references", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("Park Ranger"),
      heading("References"),
      body("Name: Casey Lakeview"),
      body("Email: casey.lakeview@example.org"),
      body("Phone: +1 555 010 0142"),
    ]);
    expect(resume.basics.name).toBe("Jordan Vale");
    expect(resume.basics.email).toBeUndefined();
    expect(resume.basics.phone).toBeUndefined();
    expect(resume.references).toHaveLength(1);
  });
});

describe("an About box that lists the details before its prose", () => {
  it("reads the place, email, phone and handles, and keeps the prose as the summary", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      heading("About"),
      body("Lakeview, Westshire, USA"),
      body("jordan.vale@example.org"),
      body("+1 555 010 0199"),
      body("jvale"),
      body("Park ranger with ten years on the trails of the Westshire hills."),
    ]);
    expect(resume.basics).toMatchObject({
      name: "Jordan Vale",
      email: "jordan.vale@example.org",
      phone: "+1 555 010 0199",
      profiles: [{ username: "jvale" }],
      summary: "Park ranger with ten years on the trails of the Westshire hills.",
    });
    expect(Object.values(resume.basics.location ?? {}).join(", ")).toBe("Lakeview, Westshire, USA");
  });

  it("takes nothing when no email or phone is among the leading lines", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      heading("About"),
      body("Lakeview, Westshire, USA"),
      body("jvale"),
      body("Park ranger with ten years on the trails of the Westshire hills."),
    ]);
    expect(resume.basics.profiles).toBeUndefined();
    expect(resume.basics.location).toBeUndefined();
    expect(resume.basics.summary).toBe(
      "Lakeview, Westshire, USA jvale Park ranger with ten years on the trails of the Westshire hills.",
    );
  });
});

describe("profiles set as a grid", () => {
  it("reads a row of networks over a row of handles as one profile per network", () => {
    const { resume, unplaced } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("jordan.vale@example.org"),
      heading("Profiles"),
      cells("GitHub", "LinkedIn"),
      cells("janedoe", "jane-doe"),
    ]);
    expect(resume.basics.profiles).toEqual([
      { network: "GitHub", username: "janedoe" },
      { network: "LinkedIn", username: "jane-doe" },
    ]);
    expect(unplaced).toEqual([]);
  });
});

describe("a line of nothing but contact details outside the header", () => {
  it("reads a footer's email • phone at the end of the skills section as the person's, out of the skills", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("Park Ranger"),
      heading("Skills"),
      body("Trail upkeep, first aid, map reading"),
      body("jordan.vale@example.org • +1 555 010 0199", {
        parts: ["jordan.vale@example.org", "•", "+1 555 010 0199"],
      }),
      body("jordanvale.example.org • jvale • jordan-vale"),
    ]);
    expect(resume.basics).toMatchObject({
      name: "Jordan Vale",
      email: "jordan.vale@example.org",
      phone: "+1 555 010 0199",
      url: "https://jordanvale.example.org",
      profiles: [{ username: "jvale" }, { username: "jordan-vale" }],
    });
    expect(resume.skills?.flatMap((skill) => skill.keywords ?? [])).toEqual([
      "Trail upkeep",
      "first aid",
      "map reading",
    ]);
  });

  it("reads a footer of the person's site and profile as theirs, and leaves an entry's one link with it", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("jordan.vale@example.org"),
      heading("Experience"),
      body("Trail Officer, Westshire Parks", { parts: ["Trail Officer, Westshire Parks", "2019 – 2022"] }),
      body("westshireparks.example.org"),
      body("Kept the trails open.", { bullet: true }),
      body("jordanvale.example.org · github.com/jvale"),
    ]);
    expect(resume.basics.url).toBe("https://jordanvale.example.org");
    expect(resume.basics.profiles).toMatchObject([{ network: "GitHub", username: "jvale" }]);
    expect(resume.work?.[0]?.highlights).toEqual(["Kept the trails open."]);
  });

  it("reads a footer that leads with the place and ends with the page number", () => {
    const { resume, unplaced } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("Park Ranger"),
      heading("Experience"),
      body("Trail Officer, Westshire Parks", { parts: ["Trail Officer, Westshire Parks", "2019 – 2022"] }),
      body("Kept the trails open.", { bullet: true }),
      body("Lakeview, WS – US • +1 555 010 0199 • jordan.vale@example.org 1/2", {
        parts: ["Lakeview, WS – US", "•", "+1 555 010 0199", "•", "jordan.vale@example.org", "1/2"],
      }),
    ]);
    expect(resume.basics).toMatchObject({ email: "jordan.vale@example.org", phone: "+1 555 010 0199" });
    expect(Object.values(resume.basics.location ?? {}).join(" ")).toMatch(/Lakeview/);
    expect(resume.work).toHaveLength(1);
    expect(resume.work?.[0]?.highlights).toEqual(["Kept the trails open."]);
    expect(JSON.stringify(unplaced)).not.toMatch(/555/);
  });

  it("does not take a line of dates for a phone", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("jordan.vale@example.org"),
      heading("Experience"),
      body("Trail Officer, Westshire Parks"),
      body("08/2017 - 04/2021"),
      body("Kept the trails open.", { bullet: true }),
    ]);
    expect(resume.basics.phone).toBeUndefined();
    expect(resume.work).toMatchObject([{ startDate: "2017-08", endDate: "2021-04" }]);
  });

  it("leaves a references section's contact lines to the references", () => {
    const { resume } = resumeFromLines([
      line("Jordan Vale", { size: 20 }),
      body("Park Ranger"),
      heading("References"),
      body("Casey Lakeview, Head Ranger, Westshire Parks"),
      body("casey.lakeview@example.org • +1 555 010 0142"),
    ]);
    expect(resume.basics.email).toBeUndefined();
    expect(resume.basics.phone).toBeUndefined();
    expect(JSON.stringify(resume.references)).toMatch(/casey\.lakeview@example\.org/);
  });
});
