/**
 * DOCX layouts of the résumé corpus, built with `docx`:
 *
 * - `docx-classic`: one column of paragraphs; contact on one line or in rows; dates at a right tab
 *   stop, or left of each entry (German "tabellarischer Lebenslauf").
 * - `docx-table`: two columns as a borderless two-cell table (a shaded sidebar cell, left or right).
 * - `docx-columns`: a one-column header, then two Word section columns (sidebar first or last).
 *
 * Everything a reader needs is in the body (no text boxes; headers/footers hold nothing that is
 * asked for). The zip is rewritten with fixed dates and ids so that regenerating gives the same bytes.
 */
import {
  AlignmentType,
  BorderStyle,
  Column,
  ColumnBreak,
  Document,
  ExternalHyperlink,
  Footer,
  Packer,
  Paragraph,
  type ParagraphChild,
  SectionType,
  ShadingType,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { ContactItem, Entry, Layout, Resume, Section } from '../sources/types.ts';

const CREATED = new Date('2025-03-01T09:00:00Z');
const MUTED = '5B6270';
/** Page sizes and margins in twentieths of a point. */
const PAGE: Record<Resume['paper'], { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};
const MARGIN = 1000;

interface Style {
  accent: string;
  /** Width of the text column, for the right tab stop of the dates. */
  width: number;
  /** Entries with dates left of them at this indent (0: dates at the right). */
  datesLeft: number;
  small?: boolean;
}

function accentOf(font: string): string {
  return font === 'Garamond' || font === 'Georgia' ? '7A2E2E' : '1F4E79';
}

function contactRuns(items: ContactItem[], separator: string, accent: string): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  items.forEach((item, i) => {
    if (i > 0) children.push(new TextRun({ text: separator, color: MUTED }));
    if (item.label) children.push(new TextRun({ text: `${item.label} `, bold: true, color: accent }));
    children.push(
      item.url
        ? new ExternalHyperlink({ link: item.url, children: [new TextRun({ text: item.text, style: 'Hyperlink' })] })
        : new TextRun(item.text),
    );
  });
  return children;
}

function heading(text: string, style: Style): Paragraph {
  return new Paragraph({
    keepNext: true,
    spacing: { before: style.small ? 200 : 260, after: 80 },
    border: style.small ? undefined : { bottom: { style: BorderStyle.SINGLE, size: 6, color: style.accent, space: 1 } },
    children: [
      new TextRun({ text, bold: true, size: style.small ? 20 : 24, color: style.accent, characterSpacing: 10 }),
    ],
  });
}

function bullets(items: string[], indent: number): Paragraph[] {
  return items.map(
    (item) =>
      new Paragraph({
        bullet: { level: 0 },
        indent: { left: indent + 360, hanging: 240 },
        spacing: { after: 40 },
        children: [new TextRun(item)],
      }),
  );
}

function orgLine(e: Entry): string {
  return [e.org, e.place].filter(Boolean).join(', ');
}

function entry(e: Entry, kind: Extract<Section, { kind: 'entries' }>['style'], style: Style): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const indent = style.datesLeft;
  const rightTab = [{ type: TabStopType.RIGHT, position: style.width }];
  const line = (children: ParagraphChild[], dates: string | undefined) =>
    new Paragraph({
      keepNext: true,
      tabStops: rightTab,
      spacing: { before: 0, after: 20 },
      children:
        dates && !indent ? [...children, new TextRun({ children: [new Tab(), dates], color: MUTED })] : children,
    });
  if (indent) {
    // "04/2018 – heute   Teamleiterin Einkauf" with the title hanging at the indent.
    paragraphs.push(
      new Paragraph({
        keepNext: true,
        tabStops: [{ type: TabStopType.LEFT, position: indent }],
        indent: { left: indent, hanging: indent },
        spacing: { after: 20 },
        children: [
          new TextRun(e.dates ?? ''),
          new TextRun({ children: [new Tab()] }),
          new TextRun({ text: e.title, bold: true }),
        ],
      }),
    );
    const org = orgLine(e);
    if (org)
      paragraphs.push(
        new Paragraph({ indent: { left: indent }, spacing: { after: 20 }, children: [new TextRun(org)] }),
      );
  } else if (kind === 'org-first' && e.org) {
    paragraphs.push(
      line([new TextRun({ text: e.org, bold: true }), new TextRun({ text: e.place ? `, ${e.place}` : '' })], undefined),
    );
    paragraphs.push(line([new TextRun({ text: e.title, italics: true })], e.dates));
  } else if (kind === 'one-line') {
    const org = orgLine(e);
    paragraphs.push(line([new TextRun({ text: e.title, bold: true }), new TextRun(org ? ` — ${org}` : '')], e.dates));
  } else {
    paragraphs.push(line([new TextRun({ text: e.title, bold: true })], e.dates));
    const org = orgLine(e);
    if (org) paragraphs.push(line([new TextRun({ text: org, italics: true, color: MUTED })], undefined));
  }
  if (e.text)
    paragraphs.push(
      new Paragraph({ indent: { left: indent }, spacing: { after: 40 }, children: [new TextRun(e.text)] }),
    );
  if (e.bullets) paragraphs.push(...bullets(e.bullets, indent));
  return paragraphs;
}

function section(s: Section, style: Style): Paragraph[] {
  const paragraphs: Paragraph[] = s.heading
    ? [heading(s.heading, style)]
    : [new Paragraph({ spacing: { before: 200 } })];
  switch (s.kind) {
    case 'text':
      for (const text of s.text.split('\n'))
        paragraphs.push(new Paragraph({ spacing: { after: 60 }, children: [new TextRun(text)] }));
      break;
    case 'entries':
      s.entries.forEach((e, i) => {
        if (i > 0) paragraphs.push(new Paragraph({ spacing: { after: 60 }, children: [] }));
        paragraphs.push(...entry(e, s.style ?? 'title-first', style));
      });
      break;
    case 'list':
      if (style.small)
        for (const item of s.items)
          paragraphs.push(new Paragraph({ spacing: { after: 40 }, children: [new TextRun(item)] }));
      else paragraphs.push(...bullets(s.items, 0));
      break;
    case 'tags':
      paragraphs.push(new Paragraph({ children: [new TextRun(s.items.join(' · '))] }));
      break;
  }
  return paragraphs;
}

function nameBlock(
  r: Resume,
  accent: string,
  align: (typeof AlignmentType)[keyof typeof AlignmentType],
  size = 48,
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  if (r.documentTitle) {
    paragraphs.push(
      new Paragraph({
        alignment: align,
        spacing: { after: 120 },
        children: [new TextRun({ text: r.documentTitle, size: 22, color: MUTED, characterSpacing: 40 })],
      }),
    );
  }
  paragraphs.push(
    new Paragraph({
      alignment: align,
      spacing: { after: 40 },
      children: [new TextRun({ text: r.name, bold: true, size, color: accent })],
    }),
  );
  if (r.headline) {
    paragraphs.push(
      new Paragraph({
        alignment: align,
        spacing: { after: 80 },
        children: [new TextRun({ text: r.headline, size: 24, color: MUTED })],
      }),
    );
  }
  return paragraphs;
}

function contactParagraphs(
  r: Resume,
  rows: ContactItem[][],
  accent: string,
  align: (typeof AlignmentType)[keyof typeof AlignmentType],
) {
  return rows.map(
    (row) =>
      new Paragraph({
        alignment: align,
        spacing: { after: 20 },
        children: contactRuns(row, r.contactSeparator ?? ' | ', accent),
      }),
  );
}

function footer(r: Resume) {
  if (!r.footer) return undefined;
  return {
    default: new Footer({
      children: [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: r.footer, size: 16, color: MUTED })],
        }),
      ],
    }),
  };
}

function document(r: Resume, font: string, sections: ConstructorParameters<typeof Document>[0]['sections']): Document {
  return new Document({
    creator: r.expected.name,
    title: `${r.expected.name} – CV`,
    styles: { default: { document: { run: { font, size: 20 }, paragraph: { spacing: { line: 264 } } } } },
    sections,
  });
}

function pageProperties(r: Resume) {
  return { page: { size: PAGE[r.paper], margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } };
}

type Classic = Extract<Layout, { kind: 'docx-classic' }>;
type TableLayout = Extract<Layout, { kind: 'docx-table' }>;
type Columns = Extract<Layout, { kind: 'docx-columns' }>;

function classic(r: Resume, layout: Classic): Document {
  const accent = accentOf(layout.font);
  const align = layout.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const width = PAGE[r.paper].width - 2 * MARGIN;
  const style: Style = { accent, width, datesLeft: layout.datesLeft ? 2000 : 0 };
  const rows = layout.contact === 'line' ? [r.contact.flat()] : r.contact;
  const children = [...nameBlock(r, accent, align), ...contactParagraphs(r, rows, accent, align)];
  for (const s of r.sections) children.push(...section(s, style));
  return document(r, layout.font, [{ properties: pageProperties(r), footers: footer(r), children }]);
}

function sidebarParagraphs(r: Resume, accent: string, width: number, withName: boolean): Paragraph[] {
  const style: Style = { accent, width, datesLeft: 0, small: true };
  const paragraphs: Paragraph[] = withName ? nameBlock(r, accent, AlignmentType.LEFT, 36) : [];
  paragraphs.push(heading(r.contactHeading ?? 'Contact', style));
  for (const item of r.contact.flat()) {
    paragraphs.push(new Paragraph({ spacing: { after: 40 }, children: contactRuns([item], '', accent) }));
  }
  for (const s of r.sidebar ?? []) paragraphs.push(...section(s, style));
  return paragraphs;
}

function table(r: Resume, layout: TableLayout): Document {
  const accent = accentOf(layout.font);
  const width = PAGE[r.paper].width - 2 * MARGIN;
  const sideWidth = Math.round(width * 0.32);
  const mainWidth = width - sideWidth;
  const margins = { top: 160, bottom: 160, left: 200, right: 200 };
  const sideCell = new TableCell({
    width: { size: sideWidth, type: WidthType.DXA },
    shading: { type: ShadingType.CLEAR, fill: 'EEF1F5', color: 'auto' },
    margins,
    children: sidebarParagraphs(r, accent, sideWidth - 400, layout.name === 'sidebar'),
  });
  const mainStyle: Style = { accent, width: mainWidth - 400, datesLeft: 0 };
  const mainCell = new TableCell({
    width: { size: mainWidth, type: WidthType.DXA },
    margins,
    children: r.sections.flatMap((s) => section(s, mainStyle)),
  });
  const left = layout.side === 'left';
  const grid = new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: left ? [sideWidth, mainWidth] : [mainWidth, sideWidth],
    borders: TableBorders.NONE,
    rows: [new TableRow({ children: left ? [sideCell, mainCell] : [mainCell, sideCell] })],
  });
  const children: (Paragraph | Table)[] = layout.name === 'top' ? nameBlock(r, accent, AlignmentType.LEFT) : [];
  children.push(grid);
  return document(r, layout.font, [{ properties: pageProperties(r), footers: footer(r), children }]);
}

function columns(r: Resume, layout: Columns): Document {
  const accent = accentOf(layout.font);
  const width = PAGE[r.paper].width - 2 * MARGIN;
  const space = 500;
  const sideWidth = Math.round((width - space) * 0.36);
  const mainWidth = width - space - sideWidth;
  const header = [
    ...nameBlock(r, accent, AlignmentType.LEFT),
    ...contactParagraphs(r, r.contact, accent, AlignmentType.LEFT),
  ];
  header.push(
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: accent, space: 4 } },
      spacing: { after: 120 },
    }),
  );
  const side = (r.sidebar ?? []).flatMap((s) => section(s, { accent, width: sideWidth, datesLeft: 0, small: true }));
  const main = r.sections.flatMap((s) => section(s, { accent, width: mainWidth, datesLeft: 0 }));
  const columnBreak = new Paragraph({ children: [new ColumnBreak()] });
  const widths = layout.sidebarFirst ? [sideWidth, mainWidth] : [mainWidth, sideWidth];
  return document(r, layout.font, [
    { properties: pageProperties(r), footers: footer(r), children: header },
    {
      properties: {
        ...pageProperties(r),
        type: SectionType.CONTINUOUS,
        column: {
          count: 2,
          space,
          equalWidth: false,
          children: [new Column({ width: widths[0] ?? 0, space }), new Column({ width: widths[1] ?? 0, space: 0 })],
        },
      },
      children: layout.sidebarFirst ? [...side, columnBreak, ...main] : [...main, columnBreak, ...side],
    },
  ]);
}

/** Rewrites the zip with fixed dates and numbered hyperlink ids (docx makes them random). */
function settle(docx: Buffer): Buffer {
  const files = unzipSync(new Uint8Array(docx));
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = strFromU8(files[relsPath] ?? new Uint8Array());
  const ids = [...rels.matchAll(/<Relationship [^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('/hyperlink"'))
    .map((tag) => /Id="([^"]+)"/.exec(tag)?.[1])
    .filter((id): id is string => Boolean(id));
  const stamp = CREATED.toISOString().replace(/\.\d+Z$/, 'Z');
  for (const [path, bytes] of Object.entries(files)) {
    if (!/\.(xml|rels)$/.test(path)) continue;
    let text = strFromU8(bytes);
    ids.forEach((id, i) => {
      text = text.split(`"${id}"`).join(`"rIdLink${i + 1}"`);
    });
    if (path === 'docProps/core.xml') {
      text = text.replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${stamp}`);
    }
    files[path] = strToU8(text);
  }
  return Buffer.from(zipSync(files, { level: 9, mtime: CREATED }));
}

export async function renderDocx(r: Resume): Promise<Buffer> {
  let doc: Document;
  switch (r.layout.kind) {
    case 'docx-classic':
      doc = classic(r, r.layout);
      break;
    case 'docx-table':
      doc = table(r, r.layout);
      break;
    case 'docx-columns':
      doc = columns(r, r.layout);
      break;
    default:
      throw new Error(`${r.slug}: ${r.layout.kind} is not a DOCX layout`);
  }
  return settle(await Packer.toBuffer(doc));
}
