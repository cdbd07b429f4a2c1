import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TestimonialCard } from "./testimonial-card.tsx";
import { type Testimonial, testimonials } from "./testimonials-data.ts";

const example: Testimonial = {
  avatar: "/testimonials/none.svg",
  name: "Ann Lee",
  title: "Designer",
  link: { href: "/blog", label: "Our blog" },
  content: 'It made <b>me</b> "faster" & calmer.',
  date: "2026-10-02",
  verified: true,
  highlightWords: ["faster"],
};

const render = (testimonial: Testimonial) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(TestimonialCard, { testimonial })));

describe("a testimonial card", () => {
  it("shows five stars with a label, the highlight, the date, the link and the verified badge", () => {
    const html = render(example);
    expect(html).toContain('role="img" aria-label="Rated 5 out of 5 stars"');
    expect(html.match(/<svg aria-hidden="true" viewBox="0 0 20 20" class="h-5 w-5"/g)).toHaveLength(5);
    expect(html).toContain("&quot;<mark");
    expect(html).toMatch(/<mark[^>]*>faster<\/mark>/);
    expect(html).toContain("&lt;b&gt;me&lt;/b&gt;");
    expect(html).toContain('<time dateTime="2026-10-02">2 October 2026</time>');
    expect(html).toContain('href="/blog"');
    expect(html).toContain("Verified user");
    expect(html).not.toContain("Illustrative example");
  });

  it("labels an unverified testimonial as an illustrative example, never as verified", () => {
    const html = render({ ...example, verified: false });
    expect(html).toContain("Illustrative example");
    expect(html).not.toContain("Verified user");
  });

  it("the landing's testimonials are all marked unverified (they are our illustrative examples)", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.every((testimonial) => testimonial.verified === false)).toBe(true);
  });
});
