import { describe, expect, it } from 'vitest';
import { readingOrder } from './page-columns.ts';
import { pageLines } from './page-lines.ts';
import type { TextItem } from './text-item.ts';

const PAGE = { left: 0, right: 595 };

/** Items one per line from `y` down, `step` apart, each as wide as 5 points a letter. */
const items = (texts: readonly string[], x: number, y: number, step: number, size = 10): TextItem[] =>
  texts.map((text, index) => ({ text, x, y: y - index * step, width: 5 * text.length, size }));

describe('readingOrder', () => {
  it('joins runs of a line with spaces and keeps far apart runs apart with a tab', () => {
    const lines = pageLines([
      { text: 'Senior', x: 50, y: 700, width: 30, size: 10 },
      { text: 'Engineer', x: 83, y: 700.5, width: 40, size: 10 },
      { text: '2020 – 2024', x: 480, y: 700, width: 55, size: 10 },
    ]);
    expect(readingOrder(lines, PAGE)).toEqual(['Senior Engineer\t2020 – 2024']);
  });

  it('reads a sidebar and a main column one after the other', () => {
    const sidebar = ['CONTACT', 'a@b.de', 'Berlin', 'SKILLS', 'Go'];
    const main = ['EXPERIENCE', 'Engineer — Acme GmbH', 'Built the platform', 'Led the team', 'Ran the on-call'];
    const lines = pageLines([...items(sidebar, 40, 700, 13, 9), ...items(main, 220, 700, 15)]);
    expect(readingOrder(lines, PAGE).filter(Boolean)).toEqual([...sidebar, ...main]);
  });

  it('reads a table of labels and values row by row', () => {
    const labels = ['Name', 'Phone', 'E-mail', 'City'];
    const values = ['Jonas Becker', '+49 30 1234567', 'a@b.de', 'Berlin'];
    const lines = pageLines([...items(labels, 50, 700, 15), ...items(values, 200, 700, 15)]);
    expect(readingOrder(lines, PAGE)).toEqual(labels.map((label, i) => `${label}\t${values[i]}`));
  });

  it('starts a paragraph where the step down is wider than a line', () => {
    const lines = pageLines([...items(['Profile', 'Text'], 50, 700, 12), ...items(['Experience'], 50, 650, 12)]);
    expect(readingOrder(lines, PAGE)).toEqual(['Profile', 'Text', '', 'Experience']);
  });
});
