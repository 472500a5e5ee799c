import { describe, expect, it } from 'vitest';
import { resumeText } from './resume-text.ts';
import { buildDocx, buildPdf, column } from './test-documents.ts';

const SIDEBAR = ['CONTACT', 'jonas@example.de', '+49 30 1234567', 'Berlin', 'SKILLS', 'Go', 'Kotlin', 'PostgreSQL'];
const MAIN = [
  'EXPERIENCE',
  'Senior Backend Engineer — Nordlicht Logistik GmbH',
  'Built the event pipeline for the warehouse fleet',
  'Led four engineers through the move to Kubernetes',
  'Backend Developer — Spreewerk AG',
  'Wrote the invoicing service and its reports',
  'EDUCATION',
  'B.Sc. Informatik, TU Berlin',
];

/** The lines of a text, trimmed, empty ones dropped. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Whether every line of `block` appears, in order, with no line of `other` between the first and the last. */
function isContiguous(lines: string[], block: readonly string[]): boolean {
  const positions = block.map((line) => lines.indexOf(line));
  if (positions.some((position) => position < 0)) return false;
  const sorted = [...positions].sort((a, b) => a - b);
  const first = sorted[0] ?? 0;
  return positions.every((position, index) => position === first + index);
}

describe('resumeText on PDF files', () => {
  it('reads a one-column PDF line by line, top to bottom, in page order', async () => {
    const pdf = await buildPdf([
      [{ text: 'Jonas Becker', x: 50, y: 50, size: 20 }, ...column(MAIN.slice(0, 4), 50, 100, 14)],
      column(MAIN.slice(4), 50, 50, 14),
    ]);
    const lines = linesOf(await resumeText(pdf, 'pdf'));
    expect(lines).toEqual(['Jonas Becker', ...MAIN]);
  });

  it('reads a two-column PDF with a sidebar on the left column by column', async () => {
    const pdf = await buildPdf([
      [
        { text: 'Jonas Becker', x: 40, y: 40, size: 22, width: 500 },
        ...column(SIDEBAR, 40, 110, 15, 9),
        ...column(MAIN, 210, 110, 16),
      ],
    ]);
    const lines = linesOf(await resumeText(pdf, 'pdf'));
    expect(lines[0]).toBe('Jonas Becker');
    expect(isContiguous(lines, SIDEBAR)).toBe(true);
    expect(isContiguous(lines, MAIN)).toBe(true);
  });

  it('reads a sidebar on the right, even when both columns share one line grid', async () => {
    const pdf = await buildPdf([[...column(MAIN, 40, 60, 15), ...column(SIDEBAR, 420, 60, 15)]]);
    const lines = linesOf(await resumeText(pdf, 'pdf'));
    expect(isContiguous(lines, MAIN)).toBe(true);
    expect(isContiguous(lines, SIDEBAR)).toBe(true);
  });

  it('keeps dates aligned right on the line of the job they belong to', async () => {
    const jobs = [
      ['Senior Backend Engineer — Nordlicht Logistik GmbH', 'Jan 2020 – Present'],
      ['Backend Developer — Spreewerk AG', 'Mar 2016 – Dec 2019'],
      ['Working Student — Acme', '2014 – 2016'],
      ['Intern — Globex', '2013'],
    ];
    const texts = jobs.flatMap(([job = '', dates = ''], index) => [
      { text: job, x: 50, y: 60 + index * 40 },
      { text: dates, x: 345, y: 60 + index * 40, width: 200, align: 'right' as const },
    ]);
    const lines = linesOf(await resumeText(await buildPdf([texts]), 'pdf'));
    expect(lines).toEqual(jobs.map(([job, dates]) => `${job}\t${dates}`));
  });
});

describe('resumeText on DOCX files', () => {
  it('reads paragraphs in order, list items with a bullet and a table cell by cell', async () => {
    const lines = linesOf(await resumeText(await buildDocx(), 'docx'));
    expect(lines).toEqual([
      'Jonas Becker',
      'Senior Backend Engineer',
      '• Built the payment platform',
      'KONTAKT',
      'jonas@example.de',
      '+49 30 1234567',
      'BERUFSERFAHRUNG',
      'Senior Backend Engineer',
      'Nordlicht Logistik GmbH',
    ]);
  });
});

describe('resumeText on anything else', () => {
  it('refuses bytes that are not the kind they claim to be', async () => {
    const text = new TextEncoder().encode('Jonas Becker, Senior Backend Engineer');
    await expect(resumeText(text, 'pdf')).rejects.toThrow('not a PDF');
    await expect(resumeText(text, 'docx')).rejects.toThrow('not a DOCX');
  });

  it('refuses a kind it does not read', async () => {
    await expect(resumeText(new Uint8Array([1, 2, 3]), 'txt' as 'pdf')).rejects.toThrow('PDF or a DOCX');
  });

  it('says so when a PDF is damaged', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\n%%EOF garbage');
    await expect(resumeText(broken, 'pdf')).rejects.toThrow('Could not read the PDF file');
  });
});
