import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coverLetterApi, toSnakeCaseFields } from "./cover-letter-api.ts";

describe("toSnakeCaseFields (spec §7: cover-letter fields go to the API in snake_case)", () => {
  it("converts every camelCase field of a letter", () => {
    expect(
      toSnakeCaseFields({
        name: "For Acme",
        resumeId: 4,
        jobId: 9,
        jobTitle: "Engineer",
        company: "Acme",
        jobDescription: "Build things",
        instructions: "Short",
        content: ["Dear Acme"],
      }),
    ).toEqual({
      name: "For Acme",
      resume_id: 4,
      job_id: 9,
      job_title: "Engineer",
      company: "Acme",
      job_description: "Build things",
      instructions: "Short",
      content: ["Dear Acme"],
    });
  });

  it("drops fields left undefined but keeps null, which clears a link", () => {
    expect(toSnakeCaseFields({ jobTitle: undefined, resumeId: null, jobId: 0 })).toEqual({
      resume_id: null,
      job_id: 0,
    });
  });

  it("leaves values alone: only the top-level keys are renamed", () => {
    const content = ["keepThisCamelCase"];
    const fields = toSnakeCaseFields({ content, instructions: "aB" });
    expect(fields).toEqual({ content: ["keepThisCamelCase"], instructions: "aB" });
    expect(fields.content).toBe(content);
  });

  it("splits every capital, and leaves snake_case keys as they are", () => {
    expect(toSnakeCaseFields({ aLongFieldName: 1, already_snake: 2 })).toEqual({
      a_long_field_name: 1,
      already_snake: 2,
    });
  });
});

describe("coverLetterApi over real HTTP", () => {
  let server: Server;
  const seen: { method: string; url: string; body: unknown }[] = [];
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        seen.push({
          method: req.method ?? "",
          url: req.url ?? "",
          body: body ? JSON.parse(body) : undefined,
        });
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ id: 7, content: [] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // The client calls same-origin paths, as in the browser; here they go to the loopback server.
    globalThis.fetch = (input, init) => realFetch(`http://127.0.0.1:${port}${String(input)}`, init);
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise((resolve) => server.close(resolve));
  });

  it("PATCHes /api/entity with type cover_letters and snake_case fields only", async () => {
    await coverLetterApi.update(7, { jobTitle: "Engineer", jobDescription: "Build", resumeId: null });
    expect(seen.at(-1)).toEqual({
      method: "PATCH",
      url: "/api/entity",
      body: {
        type: "cover_letters",
        id: 7,
        job_title: "Engineer",
        job_description: "Build",
        resume_id: null,
      },
    });
  });

  it("creates with snake_case fields", async () => {
    await coverLetterApi.create({ resumeId: 3 });
    expect(seen.at(-1)).toEqual({ method: "POST", url: "/api/cover-letter/create", body: { resume_id: 3 } });
  });

  it("asks to generate with the same conversion", async () => {
    const result = await coverLetterApi.generate(7, { jobId: 2, instructions: "Brief" }, () => undefined);
    expect(result).toEqual({ id: 7, content: [] });
    expect(seen.at(-1)).toEqual({
      method: "POST",
      url: "/api/cover-letter/generate",
      body: { id: 7, job_id: 2, instructions: "Brief" },
    });
  });
});
