import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { PAYPAL_REQUIRED } from './config-paypal.ts';

const dirs: string[] = [];
function env(extra: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-config-'));
  dirs.push(dir);
  return { DATA_DIR: dir, ...extra };
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const all = Object.fromEntries(PAYPAL_REQUIRED.map((name) => [name, `value-of-${name}`]));

describe('PayPal configuration', () => {
  it('uses the local sandbox when no PAYPAL_* variable is set (PAYPAL_API_BASE alone is fine)', () => {
    expect(loadConfig(env({})).paypal).toBeUndefined();
    expect(loadConfig(env({ PAYPAL_API_BASE: 'http://127.0.0.1:9' })).paypal).toBeUndefined();
  });

  it('uses PayPal when all are set, with the sandbox API by default', () => {
    expect(loadConfig(env(all)).paypal).toEqual({
      clientId: 'value-of-PAYPAL_CLIENT_ID',
      clientSecret: 'value-of-PAYPAL_CLIENT_SECRET',
      webhookId: 'value-of-PAYPAL_WEBHOOK_ID',
      apiBase: 'https://api-m.sandbox.paypal.com',
      planIds: {
        basic: { monthly: 'value-of-PAYPAL_PLAN_BASIC_MONTHLY', annual: 'value-of-PAYPAL_PLAN_BASIC_ANNUAL' },
        professional: {
          monthly: 'value-of-PAYPAL_PLAN_PROFESSIONAL_MONTHLY',
          annual: 'value-of-PAYPAL_PLAN_PROFESSIONAL_ANNUAL',
        },
      },
    });
    expect(loadConfig(env({ ...all, PAYPAL_API_BASE: 'https://api-m.paypal.com/' })).paypal?.apiBase).toBe(
      'https://api-m.paypal.com',
    );
  });

  it.each(PAYPAL_REQUIRED)('refuses a partial set and names the missing %s', (name) => {
    const partial = env({ ...all, [name]: '' });
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(new RegExp(`  ${name}: must be set together`));
  });

  it('refuses a PAYPAL_API_BASE that is not a URL', () => {
    expect(() => loadConfig(env({ ...all, PAYPAL_API_BASE: 'paypal' }))).toThrow(/PAYPAL_API_BASE:/);
  });
});
