import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, blogPagePath, formatPostDate, pageCountOf, safeHref } from "./blog.ts";

describe("safeHref", () => {
  it.each([
    "https://example.com/a?b=c",
    "http://example.com",
    "mailto:hello@example.com",
    "/blog/resume/achievement-bullets",
    "#section",
    "../other",
    "page?x=a:b",
  ])("keeps %s", (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox",
    "//evil.example.com/x",
    "\\\\evil.example.com",
    "ftp://example.com",
  ])("refuses %s", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe("listing pages", () => {
  it("counts pages of BLOG_PAGE_SIZE posts, at least one", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(BLOG_PAGE_SIZE)).toBe(1);
    expect(pageCountOf(BLOG_PAGE_SIZE + 1)).toBe(2);
  });

  it("puts page 1 at /blog and later pages under /blog/page", () => {
    expect(blogPagePath(1)).toBe("/blog");
    expect(blogPagePath(3)).toBe("/blog/page/3");
  });
});

it("formats a post date the same way in every locale", () => {
  expect(formatPostDate("2026-09-04")).toBe("4 September 2026");
  expect(formatPostDate("2026-12-31")).toBe("31 December 2026");
});
