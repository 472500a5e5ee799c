import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text.ts';

describe('htmlText', () => {
  it('writes one line per paragraph and list item, a bullet before each item', () => {
    const html = '<p><strong>Jonas</strong> Becker</p><ul><li>Go</li><li>Kotlin &amp; Java</li></ul><p>Berlin</p>';
    expect(htmlText(html)).toBe('Jonas Becker\n• Go\n• Kotlin & Java\nBerlin');
  });

  it('sets each table cell apart, so a sidebar in a cell is a block of its own', () => {
    const html = '<table><tr><td><p>KONTAKT</p><p>a@b.de</p></td><td><p>PROFIL</p></td></tr></table>';
    expect(htmlText(html)).toBe('KONTAKT\na@b.de\n\nPROFIL');
  });

  it('keeps tabs between the cells of a line and drops images', () => {
    expect(htmlText('<p>2020 – heute\tEngineer<img src="data:image/png;base64,AAA" /></p>')).toBe(
      '2020 – heute\tEngineer',
    );
  });
});
