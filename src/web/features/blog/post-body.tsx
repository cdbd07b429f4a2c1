// biome-ignore-all lint/suspicious/noArrayIndexKey: a post is a fixed tree read from a file; nodes never reorder
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Block, Inline } from "../../../shared/blog";

// Renders a post's tree (built on the server from its markdown) with React elements only:
// text is always text, and links were already limited to http(s), mailto and our own paths.

export function PostBody({ blocks }: { blocks: Block[] }) {
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed text-grey-700">{renderBlocks(blocks)}</div>
  );
}

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading": {
      const Tag = `h${block.level}` as const;
      const size = block.level === 2 ? "mt-4 text-2xl" : "mt-2 text-xl";
      return (
        <Tag id={block.id} className={`${size} scroll-mt-20 font-semibold text-grey-900`}>
          {renderInlines(block.children)}
        </Tag>
      );
    }
    case "paragraph":
      return <p>{renderInlines(block.children)}</p>;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index} className="pl-1 [&>p]:m-0">
          {renderBlocks(item)}
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start} className="flex list-decimal flex-col gap-2 pl-6">
          {items}
        </ol>
      ) : (
        <ul className="flex list-disc flex-col gap-2 pl-6">{items}</ul>
      );
    }
    case "quote":
      return (
        <blockquote className="flex flex-col gap-3 border-l-4 border-primary-500 bg-grey-50 px-5 py-3 text-grey-700">
          {renderBlocks(block.children)}
        </blockquote>
      );
    case "code":
      return (
        <pre className="overflow-x-auto rounded-lg bg-grey-100 p-4 text-sm">
          <code>{block.text}</code>
        </pre>
      );
    case "hr":
      return <hr className="border-grey-200" />;
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-base">
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className="border-b-2 border-grey-300 px-3 py-2 font-semibold">
                    {renderInlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className="border-b border-grey-200 px-3 py-2 align-top">
                      {renderInlines(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => <InlineView key={index} inline={inline} />);
}

function InlineView({ inline }: { inline: Inline }) {
  switch (inline.type) {
    case "text":
      return inline.text;
    case "strong":
      return <strong className="font-semibold text-grey-900">{renderInlines(inline.children)}</strong>;
    case "em":
      return <em>{renderInlines(inline.children)}</em>;
    case "del":
      return <del>{renderInlines(inline.children)}</del>;
    case "code":
      return <code className="rounded bg-grey-100 px-1.5 py-0.5 text-[0.9em]">{inline.text}</code>;
    case "br":
      return <br />;
    case "link": {
      const className = "font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800";
      // Our own pages navigate inside the app; other sites open normally, without our referrer.
      if (inline.href.startsWith("/") && !inline.href.startsWith("//"))
        return (
          <Link to={inline.href} className={className}>
            {renderInlines(inline.children)}
          </Link>
        );
      return (
        <a href={inline.href} className={className} rel="noopener noreferrer">
          {renderInlines(inline.children)}
        </a>
      );
    }
  }
}
