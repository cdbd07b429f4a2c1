import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { markdownToBlocks } from "../../../server/modules/blog/markdown-to-blocks.ts";
import { PostBody } from "./post-body.tsx";

const render = (markdown: string) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(PostBody, { blocks: markdownToBlocks(markdown) })),
  );

describe("a post rendered from markdown", () => {
  it("shows hostile HTML and links as inert text", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        "[click](javascript:alert(3)) and [site](https://example.com)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=&quot;x&quot; onerror=&quot;alert(2)&quot;&gt;");
    expect(html).toContain('<a href="https://example.com"');
    expect(html).toContain("click and ");
  });

  it("renders our own paths as in-app links and headings with anchors", () => {
    const html = render("## Next steps\n\nSee [pricing](/pricing).");
    expect(html).toContain('<h2 id="next-steps"');
    expect(html).toContain('href="/pricing"');
  });
});
