import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import PDFDocument from 'pdfkit';

/** One run of text placed on a PDF page: its position (top-left origin, points) and size. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size?: number;
  width?: number;
  align?: 'left' | 'right';
}

/** A PDF of one or more A4 pages with each text where it is placed (Helvetica, not embedded). */
export function buildPdf(pages: PlacedText[][]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
    for (const texts of pages) {
      doc.addPage();
      for (const { text, x, y, size = 10, width = 400, align = 'left' } of texts) {
        doc.font('Helvetica').fontSize(size).text(text, x, y, { width, align, lineBreak: false });
      }
    }
    doc.end();
  });
}

/** Lines of text one below the other from `y`, `step` points apart. */
export function column(lines: readonly string[], x: number, y: number, step: number, size = 10): PlacedText[] {
  return lines.map((text, index) => ({ text, x, y: y + index * step, size }));
}

/** A DOCX with a heading paragraph, a bullet list and a table of two cells side by side. */
export async function buildDocx(): Promise<Uint8Array> {
  const cell = (lines: string[]) =>
    new TableCell({
      width: { size: 50, type: WidthType.PERCENTAGE },
      children: lines.map((text) => new Paragraph(text)),
    });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Jonas Becker', bold: true })] }),
          new Paragraph('Senior Backend Engineer'),
          new Paragraph({ text: 'Built the payment platform', bullet: { level: 0 } }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  cell(['KONTAKT', 'jonas@example.de', '+49 30 1234567']),
                  cell(['BERUFSERFAHRUNG', 'Senior Backend Engineer', 'Nordlicht Logistik GmbH']),
                ],
              }),
            ],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
