import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { displayBalance, displayName, displayStatus } from './user-display.ts';

describe('user display helpers', () => {
  it('shows Guest for a missing or blank name', () => {
    expect(displayName('  Ada  ')).toBe('Ada');
    expect(displayName('   ')).toBe(texts.shell.guest);
    expect(displayName(null)).toBe(texts.shell.guest);
  });

  it('falls back to the starting balance when the balance is missing', () => {
    expect(displayBalance(0)).toBe(0);
    expect(displayBalance(1250)).toBe(1250);
    expect(displayBalance(undefined)).toBe(500);
    expect(displayBalance(Number.NaN)).toBe(500);
  });

  it('shows underscores in a status as spaces', () => {
    expect(displayStatus('past_due')).toBe('past due');
    expect(displayStatus('active')).toBe('active');
  });
});
