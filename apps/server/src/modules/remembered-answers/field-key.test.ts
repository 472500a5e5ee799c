import { describe, expect, it } from 'vitest';
import { rememberedFieldKey, siteOf } from './field-key.ts';

const relocation = {
  label: 'Are you willing to relocate?',
  name: 'relocate',
  kind: 'select',
  options: ['Yes', 'No', 'Maybe later'],
};

describe('a remembered field’s key', () => {
  it('is the same on the next visit whatever the letter case, spacing or order of the choices', () => {
    const key = rememberedFieldKey(relocation);
    expect(
      rememberedFieldKey({
        label: '  ARE you   willing to relocate? ',
        name: 'Relocate',
        kind: 'select',
        options: ['maybe  LATER', 'no', ' Yes'],
      }),
    ).toBe(key);
    expect(rememberedFieldKey({ ...relocation, options: [...relocation.options].reverse() })).toBe(key);
  });

  it('starts with the kind and a readable slug, and ends with a SHA-256', () => {
    expect(rememberedFieldKey(relocation)).toMatch(/^select:are-you-willing-to-relocate:[0-9a-f]{64}$/);
    expect(rememberedFieldKey({ label: '', name: 'cover_letter', kind: 'textarea', options: [] })).toMatch(
      /^textarea:cover-letter:[0-9a-f]{64}$/,
    );
  });

  it('differs when the label, name, kind or choices differ, and keeps diacritics apart', () => {
    const key = rememberedFieldKey(relocation);
    const others = [
      { ...relocation, label: 'Would you relocate?' },
      { ...relocation, name: 'relocation' },
      { ...relocation, kind: 'radio' },
      { ...relocation, options: ['Yes', 'No'] },
    ].map(rememberedFieldKey);
    expect(new Set([key, ...others]).size).toBe(5);
    const resume = rememberedFieldKey({ label: 'Résumé', name: '', kind: 'text', options: [] });
    expect(resume).toMatch(/^text:résumé:/);
    expect(rememberedFieldKey({ label: 'RÉSUMÉ', name: '', kind: 'text', options: [] })).toBe(resume);
    expect(rememberedFieldKey({ label: 'Resume', name: '', kind: 'text', options: [] })).not.toBe(resume);
  });

  it('cannot be confused by a separator inside a label', () => {
    const a = rememberedFieldKey({ label: 'a', name: 'b c', kind: 'text', options: [] });
    const b = rememberedFieldKey({ label: 'a b', name: 'c', kind: 'text', options: [] });
    expect(a).not.toBe(b);
  });
});

describe('the site of an answer', () => {
  it('is the host name of an address or of a host name, lower-cased, without www.', () => {
    expect(siteOf('https://www.Jobs.Example.com:8443/apply?x=1#top')).toBe('jobs.example.com');
    expect(siteOf('http://localhost:3000/practice')).toBe('localhost');
    expect(siteOf('Jobs.Example.com')).toBe('jobs.example.com');
    expect(siteOf(' www.example.org. ')).toBe('example.org');
    expect(siteOf('bücher.example')).toBe('xn--bcher-kva.example');
    expect(siteOf('10.0.0.7')).toBe('10.0.0.7');
  });

  it('is nothing for what is not a host name', () => {
    for (const input of [
      '',
      'not a host',
      'jobs.example.com/apply',
      'jobs.example.com:8443',
      'user@jobs.example.com',
      'ftp://jobs.example.com/',
      'javascript://alert(1)',
      'file:///etc/passwd',
      'http://[::1]:3000/',
      '-bad.example',
      'a..b',
      `${'a'.repeat(64)}.example`,
      `${'abcdefghi.'.repeat(26)}example`,
    ]) {
      expect(siteOf(input), input).toBeNull();
    }
  });
});
