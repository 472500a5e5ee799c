import type { Template } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { browserName } from './browser-name.ts';
import { creditsLeft, visibleTemplates } from './popup-model.ts';

const template = (name: string, locked = false) => ({ id: name, name, locked }) as Template;

describe('the popup', () => {
  it('searches templates by name, in any case, keeping the dashboard order', () => {
    const all = [template('Job hunt 2026'), template('Home (UK)', true), template('Side jobs')];
    expect(visibleTemplates(all, ' JOB ').map((t) => t.name)).toEqual(['Job hunt 2026', 'Side jobs']);
    expect(visibleTemplates(all, '')).toHaveLength(3);
  });

  it('says how many credits are left', () => {
    expect(creditsLeft(9500)).toBe('9,500 credits left');
    expect(creditsLeft(1)).toBe('1 credit left');
    expect(creditsLeft(-3)).toBe('0 credits left');
  });
});

describe('the connected-browser name', () => {
  it('names the browser for /profile', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(browserName(chrome)).toBe('Chrome on Linux');
    expect(browserName(edge)).toBe('Edge on Windows');
  });
});
