import { describe, expect, it } from 'vitest';
import { usageStatus } from './usage-status.ts';

describe('usage status', () => {
  it('shows the status with underscores as spaces', () => {
    expect(usageStatus('partial_fill')).toEqual({ label: 'partial fill', tone: 'neutral' });
  });

  it('colours successes and failures, in any case', () => {
    expect(usageStatus('success').tone).toBe('success');
    expect(usageStatus('FAILED').tone).toBe('error');
  });
});
