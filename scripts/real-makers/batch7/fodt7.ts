// The flat-ODT skeleton of the seventh batch's Writer documents: the automatic and named styles
// Writer itself writes for a right-aligned tab stop, a bulleted list style, a two-column section,
// a table with a merged heading row and a page-anchored text frame, and the page's header.

export const xml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const ns = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'xmlns:xlink="http://www.w3.org/1999/xlink"',
  'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"',
].join(" ");

const namedStyles = `<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'" fo:font-size="10pt"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph" style:class="text"/>
<style:style style:name="Title" style:family="paragraph" style:class="chapter"><style:paragraph-properties fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="22pt" fo:font-weight="bold" fo:color="#1f3864"/></style:style>
<style:style style:name="Subtitle" style:family="paragraph" style:class="chapter"><style:text-properties fo:font-size="11pt" fo:color="#555555"/></style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:default-outline-level="1" style:class="text"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.5pt solid #1f3864" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:text-transform="uppercase" fo:letter-spacing="0.04cm" fo:color="#1f3864"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm"><style:tab-stops><style:tab-stop style:position="RIGHTPOS" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="Header" style:family="paragraph" style:class="extra"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9pt" fo:color="#333333"/></style:style>
<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>`;

const automatic = (pageLeft: string, extra: string) => `<office:automatic-styles>
${extra}
<style:style style:name="Sect2" style:family="section"><style:section-properties><style:columns fo:column-count="2" fo:column-gap="0.6cm"/></style:section-properties></style:style>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="left"/></style:style>
<style:style style:name="Tbl.A" style:family="table-column"><style:table-column-properties style:column-width="3.6cm"/></style:style>
<style:style style:name="Tbl.B" style:family="table-column"><style:table-column-properties style:column-width="13.4cm"/></style:style>
<style:style style:name="Tbl.H" style:family="table-cell"><style:table-cell-properties fo:background-color="#dde4ee" fo:padding="0.08cm" fo:border="none"/></style:style>
<style:style style:name="Tbl.C" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="none"/></style:style>
<style:style style:name="Side" style:family="graphic"><style:graphic-properties fo:background-color="#eef1f5" fo:padding="0.3cm" fo:border="none" style:wrap="parallel" style:vertical-pos="from-top" style:horizontal-pos="from-left" style:vertical-rel="page" style:horizontal-rel="page"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21.59cm" fo:page-height="27.94cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="${pageLeft}" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:margin-bottom="0.4cm"/></style:header-style></style:page-layout>
</office:automatic-styles>`;

export interface Page {
  /** The page header's paragraphs (none: no header). */
  header?: string[];
  /** Where the right-aligned tab stop for dates sits. */
  rightTab?: string;
  /** The page's left margin (wide when a sidebar frame stands there). */
  left?: string;
  /** More automatic styles a document's own paragraphs and tables use. */
  styles?: string;
}

export function fodt(body: string, page: Page = {}): string {
  const header = page.header ?? [];
  const head = header.length
    ? `<style:header>${header.map((p) => `<text:p text:style-name="Header">${p}</text:p>`).join("")}</style:header>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${ns} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
${namedStyles.replace("RIGHTPOS", page.rightTab ?? "17.5cm")}
${automatic(page.left ?? "2cm", page.styles ?? "")}
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL">${head}</style:master-page></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>
`;
}

export const p = (text: string, style = "Standard") => `<text:p text:style-name="${style}">${text}</text:p>`;
export const h1 = (text: string) =>
  `<text:h text:style-name="Heading_20_1" text:outline-level="1">${xml(text)}</text:h>`;
export const bullets = (items: string[] | undefined) =>
  items?.length
    ? `<text:list text:style-name="Bullets">${items.map((i) => `<text:list-item>${p(xml(i))}</text:list-item>`).join("")}</text:list>`
    : "";
/** Paragraphs set in two columns (Writer's Format > Columns on a section). */
export const twoColumns = (paras: string[]) =>
  `<text:section text:style-name="Sect2" text:name="Columns">${paras.join("")}</text:section>`;
export const cell = (content: string, span = 1) =>
  `<table:table-cell table:style-name="${span > 1 ? "Tbl.H" : "Tbl.C"}" office:value-type="string"${span > 1 ? ` table:number-columns-spanned="${span}"` : ""}>${content}</table:table-cell>${span > 1 ? "<table:covered-table-cell/>" : ""}`;
export const table = (rows: string[]) =>
  `<table:table table:name="Resume" table:style-name="Tbl"><table:table-column table:style-name="Tbl.A"/><table:table-column table:style-name="Tbl.B"/>${rows.map((r) => `<table:table-row>${r}</table:table-row>`).join("")}</table:table>`;
/** A text frame anchored to the page's left edge: a sidebar beside the body. */
export const frame = (content: string, width: string, height: string) =>
  `<draw:frame draw:style-name="Side" draw:name="Sidebar" text:anchor-type="page" text:anchor-page-number="1" svg:x="0.8cm" svg:y="1.5cm" svg:width="${width}" svg:height="${height}" draw:z-index="0"><draw:text-box>${content}</draw:text-box></draw:frame>`;
