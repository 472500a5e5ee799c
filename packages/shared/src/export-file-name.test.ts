import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('export file name', () => {
  it('keeps letters and digits and joins the rest with dashes', () => {
    expect(exportFileName('Job Application (2026)')).toBe('Job-Application-2026.filldeck.json');
  });

  it('drops accents and falls back when nothing is left', () => {
    expect(exportFileName('Café résumé')).toBe('Cafe-resume.filldeck.json');
    expect(exportFileName('???')).toBe('template.filldeck.json');
  });
});
