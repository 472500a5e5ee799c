import { describe, expect, it } from 'vitest';
import type { ReadResult } from './page-read.ts';
import { describeExpected, describeRead, isCorrect, outcomeOf } from './score.ts';

const value = (v: string, text = ''): ReadResult => ({ value: v, text, checked: null, extra: 0 });
const box = (checked: boolean): ReadResult => ({ value: 'on', text: '', checked, extra: 0 });
const missing: ReadResult = { missing: 'nothing matches #x' };
const files = (...names: string[]): ReadResult => ({
  value: names.join(', '),
  text: '',
  checked: null,
  files: names,
  extra: 0,
});

describe('scoring a field read back after the fill', () => {
  it('compares text ignoring case, surrounding space and repeated spaces', () => {
    expect(isCorrect('Ada  Lovelace', value('  ada lovelace '), value(''))).toBe(true);
    expect(isCorrect('Ada Lovelace', value('Ada'), value(''))).toBe(false);
    expect(isCorrect('', value(''), value(''))).toBe(true);
  });

  it("accepts a select's selected value or its text", () => {
    expect(isCorrect('CA', value('CA', 'California'), value(''))).toBe(true);
    expect(isCorrect('california', value('CA', 'California'), value(''))).toBe(true);
    expect(isCorrect('Nevada', value('CA', 'California'), value(''))).toBe(false);
  });

  it('accepts any string of a list', () => {
    expect(isCorrect(['GB', 'United Kingdom'], value('united kingdom'), value(''))).toBe(true);
    expect(isCorrect(['GB', 'United Kingdom'], value('UK'), value(''))).toBe(false);
  });

  it('matches phone digits at the end, with at most three more before them', () => {
    const digits = { digits: '4155550134' };
    expect(isCorrect(digits, value('(415) 555-0134'), value(''))).toBe(true);
    expect(isCorrect(digits, value('+1 415 555 0134'), value(''))).toBe(true);
    expect(isCorrect(digits, value('+001 415 555 0134'), value(''))).toBe(true);
    expect(isCorrect(digits, value('+0001 415 555 0134'), value(''))).toBe(false);
    expect(isCorrect(digits, value('555 0134'), value(''))).toBe(false);
    expect(isCorrect(digits, value('415 555 0134 9'), value(''))).toBe(false);
  });

  it('reads true and false as the checked state of a checkbox or radio', () => {
    expect(isCorrect(true, box(true), box(false))).toBe(true);
    expect(isCorrect(false, box(false), box(false))).toBe(true);
    expect(isCorrect(true, box(false), box(false))).toBe(false);
    expect(isCorrect(true, value('true'), value(''))).toBe(false);
  });

  it('wants an unchanged field to show exactly what it showed before', () => {
    const unchanged = { unchanged: true } as const;
    expect(isCorrect(unchanged, value('typed by me'), value('typed by me'))).toBe(true);
    expect(isCorrect(unchanged, value(''), value(''))).toBe(true);
    expect(isCorrect(unchanged, value('hunter2'), value(''))).toBe(false);
    expect(isCorrect(unchanged, value('A '), value('A'))).toBe(false);
    expect(isCorrect(unchanged, box(true), box(false))).toBe(false);
  });

  it('wants a file input to hold exactly one file, of the expected name', () => {
    const cv = { file: 'maya-chen-cv.pdf' };
    expect(isCorrect(cv, files('maya-chen-cv.pdf'), files())).toBe(true);
    expect(isCorrect(cv, files('Maya-Chen-CV.pdf'), files())).toBe(false);
    expect(isCorrect(cv, files('maya-chen-cv.pdf', 'letter.pdf'), files())).toBe(false);
    expect(isCorrect(cv, files(), files())).toBe(false);
    // A text field showing the name is not a file input holding it.
    expect(isCorrect(cv, value('maya-chen-cv.pdf'), value(''))).toBe(false);
    expect(isCorrect(cv, missing, missing)).toBe(false);
  });

  it('wants a file input expected unchanged to hold no file after the fill', () => {
    const unchanged = { unchanged: true } as const;
    expect(isCorrect(unchanged, files(), files())).toBe(true);
    expect(isCorrect(unchanged, files('maya-chen-cv.pdf'), files())).toBe(false);
  });

  it('counts a key that names no element as wrong, whatever was expected', () => {
    expect(isCorrect('x', missing, missing)).toBe(false);
    expect(isCorrect({ unchanged: true }, missing, missing)).toBe(false);
    expect(isCorrect(false, missing, missing)).toBe(false);
  });

  it('tells a field left as it was (empty) from a value written that is not the expected one (wrong)', () => {
    expect(outcomeOf('Ada', value('Ada'), value(''))).toBe('correct');
    expect(outcomeOf('Ada', value(''), value(''))).toBe('empty');
    expect(outcomeOf('Ada', value('Lovelace'), value(''))).toBe('wrong');
    // A pre-filled value the fill left alone is empty, not wrong; one it replaced badly is wrong.
    expect(outcomeOf('Ada', value('Grace'), value('Grace'))).toBe('empty');
    expect(outcomeOf('Ada', value('Alan'), value('Grace'))).toBe('wrong');
    // A select left on its first option; a box left unchecked or left pre-checked.
    expect(outcomeOf('CA', value('', 'Choose'), value('', 'Choose'))).toBe('empty');
    expect(outcomeOf('CA', value('NV', 'Nevada'), value('', 'Choose'))).toBe('wrong');
    // A dependent list the page set to "Loading…" while nothing was chosen in it: not given a value.
    expect(outcomeOf('QC', value('', 'Loading…'), value('', 'Choose'))).toBe('empty');
    expect(outcomeOf({ unchanged: true }, value('', 'Choose'), value('QC', 'Québec'))).toBe('wrong');
    expect(outcomeOf(true, box(false), box(false))).toBe('empty');
    expect(outcomeOf(false, box(true), box(true))).toBe('empty');
    expect(outcomeOf(false, box(true), box(false))).toBe('wrong');
    expect(outcomeOf({ unchanged: true }, value('ada@example.com'), value(''))).toBe('wrong');
    expect(outcomeOf({ digits: '4155550134' }, value('555 0199'), value(''))).toBe('wrong');
    expect(outcomeOf('x', missing, missing)).toBe('wrong');
  });

  it('scores a file input: the expected file correct, another file wrong, none left empty', () => {
    const cv = { file: 'cv.pdf' };
    expect(outcomeOf(cv, files('cv.pdf'), files())).toBe('correct');
    expect(outcomeOf(cv, files('letter.pdf'), files())).toBe('wrong');
    expect(outcomeOf(cv, files('cv.pdf', 'letter.pdf'), files())).toBe('wrong');
    expect(outcomeOf(cv, files(), files())).toBe('empty');
    expect(outcomeOf({ unchanged: true }, files('cv.pdf'), files())).toBe('wrong');
    expect(outcomeOf({ unchanged: true }, files(), files())).toBe('correct');
  });

  it('describes files read back and expected for the verbose report', () => {
    expect(describeRead(files())).toBe('no file');
    expect(describeRead(files('cv.pdf'))).toBe('file "cv.pdf"');
    expect(describeExpected({ file: 'cv.pdf' })).toBe('file "cv.pdf"');
  });
});
