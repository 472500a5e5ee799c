/**
 * PDF layouts of the résumé corpus, drawn with pdfkit at absolute positions and the standard fonts
 * (WinAnsi: Latin-1 plus – — • € and curly quotes). Two layouts:
 *
 * - `pdf-classic`: one column; the name at the top (optionally on a coloured band), contact on a
 *   line, in rows or in a block at the right; optional date gutter, running header and page numbers.
 * - `pdf-sidebar`: two columns really side by side: a shaded sidebar (contact, skills, languages…)
 *   and the main column (experience, education); the name in the sidebar, the main column or across
 *   the top; optional photo placeholder. The main column continues on a new page when it is long.
 */
import PDFDocument from 'pdfkit';
import type { ContactItem, Entry, Layout, PdfFont, Resume, Section } from '../sources/types.ts';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'center' | 'right';

/** Fixed so that regenerating the corpus gives the same bytes. */
const CREATED = new Date('2025-03-01T09:00:00Z');
const INK = '#222222';
const MUTED = '#5b6270';
const WHITE = '#ffffff';

const PAGE: Record<Resume['paper'], [number, number]> = { A4: [595.28, 841.89], LETTER: [612, 792] };

interface Faces {
  regular: string;
  bold: string;
  italic: string;
  size: number;
}

const FACES: Record<PdfFont, Faces> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', size: 9.5 },
  'Times-Roman': { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic', size: 10.5 },
  Courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique', size: 8.5 },
};

interface WriteOptions {
  font?: string;
  size?: number;
  color?: string;
  align?: Align;
  indent?: number;
  link?: string;
  spacing?: number;
}

interface Run {
  text: string;
  font?: string;
  color?: string;
  link?: string;
}

/** A column of text flowing down from `top`; `newPage` runs when the next block does not fit. */
class Flow {
  y: number;

  constructor(
    readonly doc: Doc,
    readonly faces: Faces,
    readonly x: number,
    readonly width: number,
    public top: number,
    readonly bottom: number,
    readonly newPage: () => void,
    /** Colour of plain text in this column. */
    readonly ink = INK,
  ) {
    this.y = top;
  }

  space(height: number) {
    this.y += height;
  }

  /** Moves to a new page when `height` more does not fit. */
  fit(height: number) {
    if (this.y + height > this.bottom) {
      this.newPage();
      this.y = this.top;
    }
  }

  private textOptions(width: number, o: WriteOptions): PDFKit.Mixins.TextOptions {
    const options: PDFKit.Mixins.TextOptions = { width, align: o.align ?? 'left', lineGap: 1.5 };
    if (o.link) options.link = o.link;
    if (o.spacing) options.characterSpacing = o.spacing;
    return options;
  }

  write(text: string, o: WriteOptions = {}) {
    const { doc } = this;
    const indent = o.indent ?? 0;
    const options = this.textOptions(this.width - indent, o);
    doc.font(o.font ?? this.faces.regular).fontSize(o.size ?? this.faces.size);
    const height = doc.heightOfString(text, options);
    this.fit(height);
    doc.fillColor(o.color ?? this.ink).text(text, this.x + indent, this.y, options);
    this.y += height;
  }

  /**
   * Groups of runs (different fonts, colours, links) on as few lines as needed, aligned as asked;
   * lines break between groups (contact items), with `separator` between the groups of a line.
   */
  runs(groups: Run[][], o: WriteOptions & { separator?: string } = {}) {
    const { doc } = this;
    const indent = o.indent ?? 0;
    const size = o.size ?? this.faces.size;
    const width = this.width - indent;
    const measure = (runs: Run[]) =>
      runs.reduce(
        (sum, run) =>
          sum +
          doc
            .font(run.font ?? this.faces.regular)
            .fontSize(size)
            .widthOfString(run.text),
        0,
      );
    const separator: Run = { text: o.separator ?? ' | ', color: o.color ?? MUTED };
    const lines: Run[][] = [];
    let line: Run[] = [];
    for (const group of groups) {
      if (line.length && measure([...line, separator, ...group]) > width) {
        lines.push(line);
        line = [];
      }
      line.push(...(line.length ? [separator] : []), ...group);
    }
    if (line.length) lines.push(line);
    for (const runs of lines) {
      const lineWidth = measure(runs);
      if (lineWidth > width) {
        // One item longer than the column: let pdfkit wrap it in the item's first font.
        this.write(runs.map((run) => run.text).join(''), { ...o, font: runs[0]?.font, link: runs.at(-1)?.link });
        continue;
      }
      doc.font(this.faces.regular).fontSize(size);
      const height = doc.currentLineHeight(true) + 1.5;
      this.fit(height);
      let x = this.x + indent;
      if (o.align === 'center') x += (width - lineWidth) / 2;
      if (o.align === 'right') x += width - lineWidth;
      for (const run of runs) {
        doc
          .font(run.font ?? this.faces.regular)
          .fontSize(size)
          .fillColor(run.color ?? o.color ?? this.ink);
        const runWidth = doc.widthOfString(run.text);
        const options: PDFKit.Mixins.TextOptions = { lineBreak: false, width: runWidth + 1 };
        if (run.link) options.link = run.link;
        doc.text(run.text, x, this.y, options);
        x += runWidth;
      }
      this.y += height;
    }
  }

  /** `left` and `right` on the same line (a job title and its dates); `left` wraps if long. */
  split(left: string, right: string, o: { left?: string; right?: string; color?: string; indent?: number } = {}) {
    const { doc } = this;
    const indent = o.indent ?? 0;
    const size = this.faces.size;
    doc.font(o.right ?? this.faces.regular).fontSize(size);
    const rightWidth = right ? doc.widthOfString(right) + 10 : 0;
    doc.font(o.left ?? this.faces.bold).fontSize(size);
    const leftWidth = this.width - indent - rightWidth;
    const height = doc.heightOfString(left, { width: leftWidth, lineGap: 1.5 });
    this.fit(height);
    doc.fillColor(o.color ?? this.ink).text(left, this.x + indent, this.y, { width: leftWidth, lineGap: 1.5 });
    if (right) {
      doc
        .font(o.right ?? this.faces.regular)
        .fillColor(MUTED)
        .text(right, this.x + indent, this.y, { width: this.width - indent, align: 'right', lineGap: 1.5 });
    }
    this.y += height;
  }

  rule(color: string, width = 0.8) {
    this.doc
      .moveTo(this.x, this.y)
      .lineTo(this.x + this.width, this.y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }
}

function newDocument(r: Resume): Doc {
  return new PDFDocument({
    size: r.paper,
    margin: 0,
    bufferPages: true,
    info: { Title: `${r.expected.name} – CV`, Author: r.expected.name, CreationDate: CREATED },
  });
}

async function finish(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Contact items as groups of runs: a bold label, then the text (a link where given). */
function contactGroups(items: ContactItem[], faces: Faces, labelColor: string): Run[][] {
  return items.map((item) => [
    ...(item.label ? [{ text: `${item.label} `, font: faces.bold, color: labelColor }] : []),
    item.url ? { text: item.text, link: item.url } : { text: item.text },
  ]);
}

interface SectionStyle {
  accent: string;
  headingSize: number;
  rule: boolean;
  /** Width of a date column left of each entry (0: dates at the right of the title line). */
  gutter: number;
}

function heading(flow: Flow, text: string, style: SectionStyle) {
  flow.space(9);
  flow.fit(48);
  flow.write(text, { font: flow.faces.bold, size: style.headingSize, color: style.accent, spacing: 0.4 });
  if (style.rule) {
    flow.space(1);
    flow.rule(style.accent, 0.6);
  }
  flow.space(5);
}

function bullets(flow: Flow, items: string[], indent = 0) {
  for (const item of items) {
    flow.fit(12);
    const y = flow.y;
    flow.doc.font(flow.faces.regular).fontSize(flow.faces.size).fillColor(flow.ink);
    flow.doc.text('•', flow.x + indent, y, { lineBreak: false });
    flow.write(item, { indent: indent + 10 });
    flow.space(1.5);
  }
}

function orgLine(entry: Entry): string {
  return [entry.org, entry.place].filter(Boolean).join(', ');
}

function entry(
  flow: Flow,
  e: Entry,
  style: NonNullable<Extract<Section, { kind: 'entries' }>['style']>,
  gutter: number,
) {
  const { faces } = flow;
  let indent = 0;
  let dates = e.dates ?? '';
  if (gutter > 0) {
    flow.fit(36);
    flow.doc.font(faces.regular).fontSize(faces.size).fillColor(MUTED);
    flow.doc.text(dates, flow.x, flow.y, { width: gutter - 8, lineGap: 1.5 });
    indent = gutter;
    dates = '';
  }
  if (style === 'org-first' && e.org) {
    flow.split(e.org, e.place ?? '', { indent });
    flow.split(e.title, dates, { left: faces.italic, indent });
  } else if (style === 'one-line') {
    flow.split([e.title, orgLine(e)].filter(Boolean).join(' — '), dates, { indent });
  } else {
    flow.split(e.title, dates, { indent });
    const org = orgLine(e);
    if (org) flow.write(org, { font: faces.italic, indent, color: flow.ink === INK ? MUTED : flow.ink });
  }
  if (e.text) {
    flow.space(1.5);
    flow.write(e.text, { indent });
  }
  if (e.bullets?.length) {
    flow.space(2);
    bullets(flow, e.bullets, indent);
  }
}

function section(flow: Flow, s: Section, style: SectionStyle) {
  if (s.heading) heading(flow, s.heading, style);
  else flow.space(10);
  switch (s.kind) {
    case 'text':
      flow.write(s.text);
      break;
    case 'entries':
      s.entries.forEach((e, i) => {
        if (i > 0) flow.space(6);
        entry(flow, e, s.style ?? 'title-first', style.gutter);
      });
      break;
    case 'list':
      bullets(flow, s.items);
      break;
    case 'tags':
      flow.write(s.items.join('  ·  '));
      break;
  }
}

/** Sidebar sections: smaller, one item a line, compact entries. */
function sideSection(flow: Flow, s: Section, accent: string) {
  const { faces } = flow;
  const small = faces.size - 0.5;
  flow.space(12);
  if (s.heading) {
    flow.write(s.heading, { font: faces.bold, size: faces.size + 0.5, color: accent, spacing: 0.6 });
    flow.space(4);
  }
  switch (s.kind) {
    case 'text':
      flow.write(s.text, { size: small });
      break;
    case 'entries':
      s.entries.forEach((e, i) => {
        if (i > 0) flow.space(5);
        flow.write(e.title, { font: faces.bold, size: small });
        const org = orgLine(e);
        if (org) flow.write(org, { size: small });
        if (e.dates) flow.write(e.dates, { size: small, font: faces.italic });
        if (e.text) flow.write(e.text, { size: small });
      });
      break;
    case 'list':
      for (const item of s.items) {
        flow.write(item, { size: small });
        flow.space(2);
      }
      break;
    case 'tags':
      flow.write(s.items.join(', '), { size: small });
      break;
  }
}

function photo(doc: Doc, x: number, y: number, w: number, h: number) {
  doc.save();
  doc.rect(x, y, w, h).fill('#d5dae1');
  doc.rect(x, y, w, h).clip();
  doc.circle(x + w / 2, y + h * 0.38, w * 0.2).fill('#aab2be');
  doc.ellipse(x + w / 2, y + h * 0.98, w * 0.38, h * 0.32).fill('#aab2be');
  doc.restore();
}

type Classic = Extract<Layout, { kind: 'pdf-classic' }>;
type Sidebar = Extract<Layout, { kind: 'pdf-sidebar' }>;

async function classic(r: Resume, layout: Classic): Promise<Buffer> {
  const doc = newDocument(r);
  const faces = FACES[layout.font];
  const accent = layout.accent ?? INK;
  const [W, H] = PAGE[r.paper];
  const margin = 50;
  const top = layout.runningHeader ? margin + 10 : margin;
  const flow = new Flow(doc, faces, margin, W - 2 * margin, margin, H - margin, () => doc.addPage());
  flow.top = top;
  const separator = r.contactSeparator ?? ' | ';
  const align = layout.align;

  if (layout.banner) {
    doc.rect(0, 0, W, 112).fill(accent);
    flow.y = 32;
  }
  const onBanner = layout.banner ? WHITE : undefined;
  const nameColor = onBanner ?? accent;
  const headerWidth = layout.contact === 'right' ? flow.width * 0.55 : flow.width;
  const headerTop = flow.y;
  const header = new Flow(doc, faces, margin, headerWidth, headerTop, H, () => {});
  if (r.documentTitle) {
    header.write(r.documentTitle, { align, size: faces.size, color: onBanner ?? MUTED, spacing: 2 });
    header.space(4);
  }
  header.write(r.name, { font: faces.bold, size: layout.font === 'Courier' ? 22 : 24, align, color: nameColor });
  if (r.headline) {
    header.space(2);
    header.write(r.headline, { size: faces.size + 2.5, align, color: onBanner ?? MUTED });
  }
  flow.y = header.y;
  if (layout.contact === 'right') {
    const block = new Flow(doc, faces, margin + headerWidth, flow.width - headerWidth, headerTop + 4, H, () => {});
    for (const row of r.contact) {
      block.runs(contactGroups(row, faces, onBanner ?? accent), { align: 'right', color: onBanner, separator });
      block.space(1);
    }
    flow.y = Math.max(header.y, block.y);
  } else {
    if (layout.banner) flow.y = Math.max(flow.y, 112) + 12;
    else flow.space(6);
    const rows = layout.contact === 'line' ? [r.contact.flat()] : r.contact;
    for (const row of rows) flow.runs(contactGroups(row, faces, accent), { align, separator });
  }
  if (layout.banner) flow.y = Math.max(flow.y, 112);
  else {
    flow.space(8);
    flow.rule(accent, 1.2);
  }
  flow.space(4);

  const style: SectionStyle = {
    accent,
    headingSize: faces.size + 2,
    rule: !layout.banner,
    gutter: layout.dateGutter ? 104 : 0,
  };
  for (const s of r.sections) section(flow, s, style);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font(faces.regular).fontSize(7.5).fillColor(MUTED);
    if (layout.runningHeader && i > 0) {
      doc.text(`${r.name} – Curriculum Vitae`, margin, 30, { width: W - 2 * margin, lineBreak: false });
    }
    const footer = [r.footer, layout.runningHeader ? `Page ${i + 1} of ${range.count}` : undefined].filter(Boolean);
    if (footer.length) doc.text(footer.join('   ·   '), margin, H - 32, { width: W - 2 * margin, align: 'center' });
  }
  return finish(doc);
}

async function sidebar(r: Resume, layout: Sidebar): Promise<Buffer> {
  const doc = newDocument(r);
  const faces = FACES[layout.font];
  const accent = layout.accent ?? '#2b4c7e';
  const [W, H] = PAGE[r.paper];
  const sideWidth = layout.font === 'Courier' ? 200 : 184;
  const pad = 20;
  const gap = 26;
  const outer = 40;
  const left = layout.side === 'left';
  const sideX = left ? 0 : W - sideWidth;
  const mainX = left ? sideWidth + gap : outer;
  const mainWidth = W - sideWidth - gap - outer;
  const dark = layout.name === 'sidebar';
  const sideFill = dark ? accent : '#eef1f5';
  const sideInk = dark ? WHITE : INK;
  const sideAccent = dark ? WHITE : accent;

  let top = 0;
  if (layout.name === 'top') {
    const header = new Flow(doc, faces, outer, W - 2 * outer, 36, H, () => {});
    header.write(r.name, { font: faces.bold, size: 26, color: accent });
    if (r.headline) header.write(r.headline, { size: faces.size + 3, color: MUTED });
    header.space(10);
    header.rule(accent, 1.5);
    top = header.y + 2;
  }
  const drawSideFill = (from: number) => doc.rect(sideX, from, sideWidth, H - from).fill(sideFill);
  drawSideFill(top);

  const side = new Flow(
    doc,
    faces,
    sideX + pad,
    sideWidth - 2 * pad,
    top + 26,
    H - 24,
    () => {
      throw new Error(`${r.slug}: the sidebar does not fit on one page`);
    },
    sideInk,
  );
  const main = new Flow(doc, faces, mainX, mainWidth, top + 30, H - 44, () => {
    doc.addPage();
    drawSideFill(0);
    main.top = 44;
  });

  const drawSide = () => {
    if (layout.photo) {
      const w = 96;
      photo(doc, sideX + (sideWidth - w) / 2, side.y, w, 116);
      side.space(116 + 14);
    }
    if (layout.name === 'sidebar') {
      side.write(r.name, { font: faces.bold, size: 19, color: WHITE });
      if (r.headline) {
        side.space(3);
        side.write(r.headline, { size: faces.size + 0.5 });
      }
      side.space(6);
    }
    side.space(6);
    side.write(r.contactHeading ?? 'Contact', {
      font: faces.bold,
      size: faces.size + 0.5,
      color: sideAccent,
      spacing: 0.6,
    });
    side.space(4);
    for (const item of r.contact.flat()) {
      if (layout.labelsAbove && item.label) {
        side.write(item.label, { size: faces.size - 1.5, color: dark ? WHITE : MUTED, font: faces.bold });
        side.write(item.text, { size: faces.size - 0.5, link: item.url });
      } else if (item.label) {
        side.runs(contactGroups([item], faces, sideAccent), { size: faces.size - 0.5 });
      } else {
        side.write(item.text, { size: faces.size - 0.5, link: item.url });
      }
      side.space(3);
    }
    for (const s of r.sidebar ?? []) sideSection(side, s, sideAccent);
  };

  const drawMain = () => {
    if (layout.name === 'main') {
      main.write(r.name, { font: faces.bold, size: layout.font === 'Courier' ? 21 : 25, color: accent });
      if (r.headline) main.write(r.headline, { size: faces.size + 2.5, color: MUTED });
      main.space(6);
    }
    const style: SectionStyle = { accent, headingSize: faces.size + 2, rule: true, gutter: 0 };
    for (const s of r.sections) section(main, s, style);
  };

  // The content stream follows the visual order, left column first.
  if (left) {
    drawSide();
    drawMain();
  } else {
    drawMain();
    doc.switchToPage(0);
    drawSide();
  }

  const range = doc.bufferedPageRange();
  if (r.footer || range.count > 1) {
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const text = [r.footer, range.count > 1 ? `${i + 1}/${range.count}` : undefined].filter(Boolean).join('  ·  ');
      doc
        .font(faces.regular)
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(text, mainX, H - 28, { width: mainWidth, align: 'right' });
    }
  }
  return finish(doc);
}

/** The characters the standard fonts can show (WinAnsiEncoding): Latin-1 and a few more. */
const WIN_ANSI = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** The PDF of a résumé whose layout is `pdf-classic` or `pdf-sidebar`. */
export async function renderPdf(r: Resume): Promise<Buffer> {
  const text = JSON.stringify(r, null, 0).replace(/\\n/g, '\n');
  const bad = [...text].filter((c) => !WIN_ANSI.test(c));
  if (bad.length) throw new Error(`${r.slug}: the standard PDF fonts cannot show ${[...new Set(bad)].join(' ')}`);
  switch (r.layout.kind) {
    case 'pdf-classic':
      return classic(r, r.layout);
    case 'pdf-sidebar':
      return sidebar(r, r.layout);
    default:
      throw new Error(`${r.slug}: ${r.layout.kind} is not a PDF layout`);
  }
}
