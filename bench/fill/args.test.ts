import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './args.ts';

describe('the bench:fill command line', () => {
  it('defaults to the project corpus, the local provider and the timing run', () => {
    expect(parseBenchArgs([])).toEqual({
      cases: ['bench/fill/dev', 'bench/fill/test'],
      provider: 'local',
      only: undefined,
      verbose: false,
      timing: true,
      database: 'pglite',
    });
  });

  it('reads every option', () => {
    const args = parseBenchArgs([
      ...['--cases', 'x', '--provider', 'ai', '--only', '07', '--verbose', '--no-timing', '--database', 'postgres'],
    ]);
    expect(args).toEqual({
      cases: ['x'],
      provider: 'ai',
      only: '07',
      verbose: true,
      timing: false,
      database: 'postgres',
    });
  });

  it('takes several corpora', () => {
    expect(parseBenchArgs(['--cases', 'a', '--cases', 'b']).cases).toEqual(['a', 'b']);
  });

  it('refuses an unknown provider or option', () => {
    expect(() => parseBenchArgs(['--provider', 'gpt'])).toThrow(/local or ai/);
    expect(() => parseBenchArgs(['--database', 'mysql'])).toThrow(/pglite or postgres/);
    expect(() => parseBenchArgs(['--fast'])).toThrow();
  });
});
