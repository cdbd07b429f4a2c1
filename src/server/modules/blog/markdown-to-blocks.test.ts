import { describe, expect, it } from "vitest";
import { markdownToBlocks } from "./markdown-to-blocks.ts";

describe("markdownToBlocks", () => {
  it("turns headings, paragraphs, emphasis, lists, quotes, code and tables into the page's tree", () => {
    const blocks = markdownToBlocks(
      [
        "# Top",
        "## Why it matters",
        "Some **bold**, *em*, ~~gone~~ and `code`.",
        "- one\n- two",
        "3. three\n4. four",
        "> quoted",
        "```\nconst x = 1;\n```",
        "| a | b |\n| --- | --- |\n| 1 | 2 |",
        "---",
      ].join("\n\n"),
    );
    expect(blocks).toEqual([
      { type: "heading", level: 2, id: "top", children: [{ type: "text", text: "Top" }] },
      {
        type: "heading",
        level: 2,
        id: "why-it-matters",
        children: [{ type: "text", text: "Why it matters" }],
      },
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Some " },
          { type: "strong", children: [{ type: "text", text: "bold" }] },
          { type: "text", text: ", " },
          { type: "em", children: [{ type: "text", text: "em" }] },
          { type: "text", text: ", " },
          { type: "del", children: [{ type: "text", text: "gone" }] },
          { type: "text", text: " and " },
          { type: "code", text: "code" },
          { type: "text", text: "." },
        ],
      },
      {
        type: "list",
        ordered: false,
        start: 1,
        items: [
          [{ type: "paragraph", children: [{ type: "text", text: "one" }] }],
          [{ type: "paragraph", children: [{ type: "text", text: "two" }] }],
        ],
      },
      {
        type: "list",
        ordered: true,
        start: 3,
        items: [
          [{ type: "paragraph", children: [{ type: "text", text: "three" }] }],
          [{ type: "paragraph", children: [{ type: "text", text: "four" }] }],
        ],
      },
      { type: "quote", children: [{ type: "paragraph", children: [{ type: "text", text: "quoted" }] }] },
      { type: "code", text: "const x = 1;" },
      {
        type: "table",
        header: [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]],
        rows: [[[{ type: "text", text: "1" }], [{ type: "text", text: "2" }]]],
      },
      { type: "hr" },
    ]);
  });

  it("keeps raw HTML as visible text, never as markup", () => {
    const blocks = markdownToBlocks('<script>alert("x")</script>\n\nHi <img src=x onerror=alert(1)> there');
    expect(JSON.stringify(blocks)).not.toContain('"type":"html"');
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: '<script>alert("x")</script>' }] },
      { type: "paragraph", children: [{ type: "text", text: "Hi <img src=x onerror=alert(1)> there" }] },
    ]);
  });

  it("keeps http(s), mailto and relative links, and turns any other link into its text", () => {
    const [paragraph] = markdownToBlocks(
      "[a](https://example.com) [b](mailto:x@example.com) [c](/pricing) [d](javascript:alert(1)) [e](data:text/html,hi) <https://auto.example>",
    );
    expect(paragraph).toEqual({
      type: "paragraph",
      children: [
        { type: "link", href: "https://example.com", children: [{ type: "text", text: "a" }] },
        { type: "text", text: " " },
        { type: "link", href: "mailto:x@example.com", children: [{ type: "text", text: "b" }] },
        { type: "text", text: " " },
        { type: "link", href: "/pricing", children: [{ type: "text", text: "c" }] },
        { type: "text", text: " d e " },
        {
          type: "link",
          href: "https://auto.example",
          children: [{ type: "text", text: "https://auto.example" }],
        },
      ],
    });
  });

  it("shows an image as its alt text and decodes character references", () => {
    expect(markdownToBlocks("![A chart](https://example.com/c.png) &amp; &#8211; &lt;b&gt;")).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "A chart & – <b>" }] },
    ]);
  });

  it("gives repeated headings distinct anchors", () => {
    const ids = markdownToBlocks("## Tips\n\n## Tips\n\n### Ça va?").map((block) =>
      block.type === "heading" ? block.id : null,
    );
    expect(ids).toEqual(["tips", "tips-2", "ca-va"]);
  });
});
