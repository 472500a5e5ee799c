import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { consumeRateLimit } from './consume-rate-limit.ts';

describe.each(DB_KINDS)('consumeRateLimit on %s', (kind) => {
  const t = useTestApp(kind);
  const rule = { window: 60, max: 3 };
  const start = 1_700_000_000_000;

  it('allows max attempts, then refuses with the seconds left until the window has passed', async () => {
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await consumeRateLimit(t.database.db, 'ip|/a', rule, start + i * 1000));
    expect(decisions.map((d) => d.isAllowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfter).toBe(59); // the last allowed attempt was 1 s earlier
    expect((await consumeRateLimit(t.database.db, 'ip|/b', rule, start + 4000)).isAllowed).toBe(true);
  });

  it('allows again once the window since the last allowed attempt has passed', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(t.database.db, 'ip|/a', rule, start);
    expect((await consumeRateLimit(t.database.db, 'ip|/a', rule, start + 59_999)).isAllowed).toBe(false);
    expect((await consumeRateLimit(t.database.db, 'ip|/a', rule, start + 60_000)).isAllowed).toBe(true);
    expect((await consumeRateLimit(t.database.db, 'ip|/a', rule, start + 60_001)).isAllowed).toBe(true);
  });

  it('counts concurrent attempts together', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 8 }, () => consumeRateLimit(t.database.db, 'ip|/a', rule, start)),
    );
    expect(decisions.filter((d) => d.isAllowed)).toHaveLength(3);
  });
});
