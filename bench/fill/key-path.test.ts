import { describe, expect, it } from 'vitest';
import { parseKey } from './key-path.ts';

describe('splitting a case key into selectors', () => {
  it('keeps a plain selector whole, attribute values with bars included', () => {
    expect(parseKey('[name="email"]')).toEqual([{ via: 'document', selector: '[name="email"]' }]);
    expect(parseKey('[lang|=en] input')).toEqual([{ via: 'document', selector: '[lang|=en] input' }]);
    expect(parseKey('[title="a | b || c"]')).toEqual([{ via: 'document', selector: '[title="a | b || c"]' }]);
  });

  it('steps into shadow roots on " | " and iframes on " || ", nested and combined', () => {
    expect(parseKey('x-card | x-field | input')).toEqual([
      { via: 'document', selector: 'x-card' },
      { via: 'shadow', selector: 'x-field' },
      { via: 'shadow', selector: 'input' },
    ]);
    expect(parseKey('#pay || x-card | [name="zip"]')).toEqual([
      { via: 'document', selector: '#pay' },
      { via: 'frame', selector: 'x-card' },
      { via: 'shadow', selector: '[name="zip"]' },
    ]);
  });

  it('refuses an empty step', () => {
    expect(() => parseKey('x-card | ')).toThrow(/empty selector/);
    expect(() => parseKey('|| input')).toThrow(/empty selector/);
  });
});
