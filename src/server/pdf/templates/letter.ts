import { Text, View } from "@react-pdf/renderer";
import { type LetterDocument, letterParagraphs, letterSubject, listItemText } from "../letter-content.ts";
import type { RenderOptions } from "../pdf-options.ts";
import { type Design, designedDocument, h } from "./template-kit.ts";

// A cover letter in any design: that design's page, header and watermark, then the date, whom
// it is for, and the paragraphs. The sign-off is part of the text the user or the writer wrote.
// Paragraphs may break across pages (react-pdf keeps two lines together at each end of a break).

/**
 * Where a word changes font mid-way (kanji in one CJK font, katakana in another) react-pdf sees a
 * place it may hyphenate; "研究-センター" would print a hyphen Japanese never has. A break between
 * words always wins over one there.
 */
const NO_HYPHEN = 10_000;

/**
 * A paragraph as written; its list lines, if any, each a row with the bullet in its own column,
 * so a wrapped line starts under the text and not under the bullet (a hanging indent).
 */
function letterParagraph(design: Design, paragraph: string, key: number) {
  const text = { ...design.text };
  const lines = paragraph.split("\n").map((line) => ({ line, item: listItemText(line) }));
  if (lines.every(({ item }) => item === undefined))
    return h(Text, { key, style: { ...text, marginTop: 10 }, hyphenationPenalty: NO_HYPHEN }, paragraph);
  return h(
    View,
    { key, style: { marginTop: 10 } },
    ...lines.map(({ line, item }, i) =>
      item !== undefined
        ? h(
            View,
            { key: i, style: { flexDirection: "row", marginTop: 2 } },
            h(Text, { style: { ...text, width: 12 } }, "•"),
            h(Text, { style: { ...text, flex: 1 }, hyphenationPenalty: NO_HYPHEN }, item),
          )
        : h(Text, { key: i, style: text, hyphenationPenalty: NO_HYPHEN }, line),
    ),
  );
}

export function letterTemplate(design: Design, letter: LetterDocument, options: RenderOptions) {
  const subject = letterSubject(letter);
  const muted = { ...design.text, color: "#444444" };
  return designedDocument({
    design,
    options,
    meta: {
      title: letter.full_name ? `Cover letter – ${letter.full_name}` : "Cover letter",
      author: letter.full_name,
    },
    person: { name: letter.full_name, role: letter.headline, contact: letter.contact },
    content: [
      h(
        View,
        { key: "opening", style: { marginTop: 22, marginBottom: 6 } },
        h(Text, { style: muted }, letter.date),
        subject ? h(Text, { style: { ...design.text, fontWeight: 700, marginTop: 10 } }, subject) : null,
      ),
      ...letterParagraphs(letter.text).map((paragraph, i) => letterParagraph(design, paragraph, i)),
    ],
  });
}
