import { describe, expect, it } from "vitest";
import { APP_URL_HEADER, PAGE_FACTS_HEADER } from "../../shared/server-to-page.ts";
import { NONCE_HEADER, pageRequest } from "./web-routes.ts";

describe("pageRequest", () => {
  it("hands the pages the server's APP_URL and nonce, overwriting what the client sent", () => {
    const forged = new Request("http://evil.example/pricing", {
      headers: {
        host: "evil.example",
        [APP_URL_HEADER]: "http://evil.example",
        [NONCE_HEADER]: "mine",
        [PAGE_FACTS_HEADER]: '{"hydratePublicPages":false}',
      },
    });
    const facts = { hydratePublicPages: true, billing: true };
    const request = pageRequest(forged, { nonce: "server-nonce", appUrl: "https://cv.example.com", facts });
    expect(request.headers.get(APP_URL_HEADER)).toBe("https://cv.example.com");
    expect(request.headers.get(NONCE_HEADER)).toBe("server-nonce");
    expect(JSON.parse(request.headers.get(PAGE_FACTS_HEADER) ?? "")).toEqual(facts);
    expect(request.url).toBe("http://evil.example/pricing");
  });
});
