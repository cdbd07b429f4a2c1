import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { STORED_MARKUP as M, SCRIPT_LINKS } from "../support/hostile-strings.ts";
import { createClient, createTestApp, type TestApp, uniqueEmail } from "../support/test-app.ts";
import { testDatabaseKinds } from "../support/test-database.ts";
import { signUpConfirmed } from "../support/users.ts";
import { pdfjsText } from "./pdf-helpers.ts";
import { type Client, createResume, paidUser } from "./resumes-helpers.ts";

// Suite 4 "Hostile input" (issue 7): what a user stores is shown as text everywhere it comes
// back: the API, the PDF, the DOCX, the plain text, and the mails. Script URLs never get in as
// links. (The browser side is tests/e2e/hostile-rendering.spec.ts.)

const oneLine = (text: string) => text.replace(/\s+/g, " ");

async function download(client: Client, path: string, body: object) {
  const res = await client.request(path, { json: body });
  expect(res.status, await res.clone().text()).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The text of a DOCX as Word shows it (paragraphs, entities decoded) and its raw XML. */
async function docxText(bytes: Uint8Array) {
  const xml = await (await JSZip.loadAsync(bytes)).file("word/document.xml")!.async("string");
  const text = xml
    .replace(/<\/w:p>/g, "\n")
    .replace(/<w:tab\/>/g, "\t")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
  return { xml, text };
}

/** Every tag of a mail's HTML is one of ours, with no event handler and links to us only. */
function expectOnlyOurMarkup(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)];
  expect(
    tags.map((tag) => tag[1]?.toLowerCase()).filter((name) => !["p", "a", "strong"].includes(name!)),
  ).toEqual([]);
  for (const [, name, attributes] of tags) {
    expect(attributes, `<${name}${attributes}>`).not.toMatch(/\son\w+\s*=/i);
    const href = attributes?.match(/href="([^"]*)"/)?.[1];
    if (href !== undefined) expect(href).toMatch(/^http:\/\/localhost:3999\//);
  }
  expect(html).not.toMatch(/<script|<img|<svg|javascript:/i);
}

describe.each(testDatabaseKinds())("stored hostile text comes back as text (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses script URLs for every link a user stores, and stores nothing", async () => {
    const { client } = await paidUser(t);
    const doc = await createResume(client, "Links");
    for (const link of SCRIPT_LINKS) {
      const links = await client.json("/api/cv/update", {
        method: "PATCH",
        json: { id: doc.id, updated_at: doc.updated_at, links: [{ label: "Site", link }] },
      });
      expect(links.status, link).toBe(400);
      expect(links.body.error.message).toMatch(/Links must start with http:\/\/, https:\/\/ or mailto:/);
      const project = await client.json("/api/entity", {
        json: { type: "projects", resume_id: doc.id, name: "P", url: link },
      });
      expect(project.status, link).toBe(400);
      expect(project.body.error.message).toMatch(/url: Links must start with/);
      const job = await client.json("/api/jobs", { json: { title: "Job", url: link } });
      expect(job.status, link).toBe(400);
      expect(job.body.error.message).toMatch(/URL must start with http/);
    }
    const imported = await client.json<ResumeDocument>("/api/cv/import", {
      json: {
        format: "json-resume",
        data: {
          basics: {
            name: "Ada",
            url: "javascript:alert(1)",
            profiles: [{ network: "X", url: "vbscript:x" }],
          },
          projects: [{ name: "P", url: "javascript:alert(1)" }],
        },
      },
    });
    expect(imported.status).toBe(201);
    expect(JSON.stringify(imported.body)).not.toMatch(/javascript:|vbscript:/i);

    const item = await client.json<ResumeDocument>(`/api/cv/item?id=${doc.id}`);
    expect(item.body.links).toEqual([]);
    expect(item.body.projects).toEqual([]);
    expect((await client.json("/api/jobs")).body).toEqual([]);
  });

  it("keeps markup exactly as typed in the resume, its PDF, DOCX and plain text", async () => {
    const { client } = await paidUser(t);
    const created = await createResume(client, "Markup");
    const saved = await client.json<ResumeDocument>("/api/cv/update", {
      method: "PATCH",
      json: {
        id: created.id,
        updated_at: created.updated_at,
        full_name: M.fullName,
        // Printed under the name (the headline) and kept as the target (the desired role).
        headline: M.role,
        desired_role: M.role,
        summary: M.summary,
        skills: [{ name: M.skill, keywords: [M.skill] }],
        links: [{ label: M.linkLabel, link: M.link }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = await client.json("/api/entity", {
      json: {
        type: "experiences",
        resume_id: created.id,
        company: M.company,
        role: M.position,
        start_date: "01/2020",
        responsibilities: M.responsibilities,
      },
    });
    expect(row.status).toBe(201);
    const item = (await client.json<ResumeDocument>(`/api/cv/item?id=${created.id}`)).body;
    expect(item).toMatchObject({
      full_name: M.fullName,
      headline: M.role,
      desired_role: M.role,
      summary: M.summary,
    });
    expect(item.skills).toEqual([{ name: M.skill, keywords: [M.skill] }]);
    expect(item.links).toEqual([{ label: M.linkLabel, link: M.link }]);
    expect(item.experiences[0]).toMatchObject({
      company: M.company,
      role: M.position,
      responsibilities: M.responsibilities,
    });

    const literals = [M.fullName, M.role, M.summary, M.skill, M.company, M.position, M.linkLabel];
    const pdf = await pdfjsText(
      await download(client, "/api/download/pdf", { id: created.id, template: "" }),
    );
    const printed = oneLine(pdf.pages.join(" "));
    // The PDF prints a "- " line as a bullet point (the text export as a plain line): the rest
    // of the line is the literal.
    const lines = M.responsibilities.split("\n").map((line) => line.replace(/^- /, ""));
    for (const literal of [...literals, ...lines]) expect(printed, literal).toContain(oneLine(literal));
    expect(
      pdf.links.every((url) => /^(https?|mailto):/.test(url)),
      pdf.links.join(" "),
    ).toBe(true);

    const text = await client.request("/api/download/text", { json: { id: created.id } });
    expect(text.status).toBe(200);
    const plain = await text.text();
    for (const literal of [...literals, ...lines]) expect(plain, literal).toContain(literal);

    const docx = await docxText(await download(client, "/api/download/docx", { id: created.id }));
    for (const literal of [...literals, M.link]) expect(docx.text, literal).toContain(literal);
    expect(docx.xml).not.toMatch(/<script|<img|<svg|<b>/);
  });

  it("keeps markup as typed in a job and a cover letter, and prints the letter's literally", async () => {
    const { client } = await paidUser(t);
    const job = await client.json("/api/jobs", {
      json: { title: M.jobTitle, company: M.jobCompany, description: M.summary, notes: M.responsibilities },
    });
    expect(job.status).toBe(201);
    expect((await client.json(`/api/jobs/item?id=${job.body.id}`)).body).toMatchObject({
      title: M.jobTitle,
      company: M.jobCompany,
      description: M.summary,
      notes: M.responsibilities,
    });
    const letter = await client.json("/api/entity", {
      json: {
        type: "cover_letters",
        name: M.letterName,
        content: [M.letterText],
        job_title: M.jobTitle,
        company: M.jobCompany,
      },
    });
    expect(letter.status).toBe(201);
    expect((await client.json(`/api/cover-letter/item?id=${letter.body.id}`)).body).toMatchObject({
      name: M.letterName,
      content: [M.letterText],
      job_title: M.jobTitle,
      company: M.jobCompany,
    });
    const pdf = await pdfjsText(
      await download(client, "/api/download/cover-letter", { id: letter.body.id, template: "modern" }),
    );
    const printed = oneLine(pdf.pages.join(" "));
    for (const literal of [M.jobTitle, M.jobCompany, ...M.letterText.split("\n").filter(Boolean)])
      expect(printed, literal).toContain(oneLine(literal));
    expect(pdf.links).toEqual([]);
  });

  it("escapes what mails show, for a user whose name and return path are HTML", async () => {
    const callbackURL = `/app/dashboard?x=<script>alert(1)</script>&y="'><img src=x onerror=alert(2)>`;
    // Sign-up: the confirmation mail.
    const email = uniqueEmail("o'brien");
    const signUp = await createClient(t).json("/api/auth/sign-up/email", {
      json: { email, password: "correct-horse-42", name: M.fullName, callbackURL },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const confirm = await t.lastMail(email);
    expectOnlyOurMarkup(confirm.html);
    expect(confirm.html).not.toContain(M.fullName);

    // Magic link for a new user named with markup.
    const magicEmail = uniqueEmail("magic");
    const magic = await createClient(t).json("/api/auth/sign-in/magic-link", {
      json: { email: magicEmail, name: M.role, callbackURL },
    });
    expect(magic.status, JSON.stringify(magic.body)).toBe(200);
    const magicMail = await t.lastMail(magicEmail);
    expectOnlyOurMarkup(magicMail.html);
    // The link in the HTML is the same link as in the text, escaped for an attribute.
    const href = magicMail.html.match(/href="([^"]*)"/)?.[1]?.replace(/&#38;/g, "&");
    expect(href).toBe(magicMail.link);

    // Changing the email: the approval mail to the current address shows the address typed.
    const { client, email: currentEmail } = await signUpConfirmed(t);
    const newEmail = uniqueEmail("o'neil");
    const change = await client.json("/api/auth/change-email", { json: { newEmail, callbackURL } });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const approvalMail = await t.lastMail(currentEmail);
    expectOnlyOurMarkup(approvalMail.html);
    expect(approvalMail.html).toContain(newEmail.replace("'", "&#39;"));
    // Approving sends the confirmation to the new address, escaped the same way.
    expect((await client.request(approvalMail.link!)).status).toBe(302);
    const confirmMail = await t.lastMail(newEmail);
    expectOnlyOurMarkup(confirmMail.html);
    expect(confirmMail.html).toContain(newEmail.replace("'", "&#39;"));
  });
});
