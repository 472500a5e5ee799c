import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'filldeck-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults that need no configuration', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      google: undefined,
      authRateLimit: { window: 60, max: 10 },
      autofillRateLimit: { window: 60, max: 20, concurrent: 2 },
      trustProxy: false,
    });
  });

  it('generates AUTH_SECRET once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_RATE_LIMIT_MAX', '0'],
    ['AUTH_SECRET', 'short'],
    ['EXTENSION_STORE_URL', 'http://store.example/filldeck'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    const config = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
  });

  it.each([
    ['PUBLIC_URL', 'https://filldeck.example/app', /PUBLIC_URL: .*without a path/],
    ['PUBLIC_URL', 'https://filldeck.example/?x=1', /PUBLIC_URL: .*without a path, query/],
    ['PUBLIC_URL', 'ftp://filldeck.example', /PUBLIC_URL: must be an http/],
  ])('refuses %s=%s, which is not an origin', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(message);
  });

  it('treats every empty variable (NAME= in a .env) as unset', () => {
    const dir = dataDir();
    const empty = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, '']));
    const config = loadConfig({ ...empty, DATA_DIR: dir });
    expect(config).toEqual(loadConfig({ DATA_DIR: dir }));
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      mailFrom: 'FillDeck <no-reply@filldeck.local>',
    });
  });

  it('keeps PUBLIC_URL as an origin: lower-case host, no default port, no trailing slash', () => {
    const publicUrl = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: value, MAIL_OUTBOX: 'true' }).publicUrl;
    expect(publicUrl('HTTPS://FillDeck.Example:443/')).toBe('https://filldeck.example');
    expect(publicUrl('http://localhost:80')).toBe('http://localhost');
    expect(publicUrl('http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('reads the rate limit and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AUTH_RATE_LIMIT_MAX: '25',
      AUTOFILL_RATE_LIMIT_MAX: '40',
      AUTOFILL_CONCURRENT_MAX: '3',
      PUBLIC_URL: 'https://filldeck.example/',
      SMTP_URL: 'smtp://mail.filldeck.example:587',
    });
    expect(config.authRateLimit.max).toBe(25);
    expect(config.autofillRateLimit).toEqual({ window: 60, max: 40, concurrent: 3 });
    expect(config.publicUrl).toBe('https://filldeck.example');
  });
});

describe('DATA_DIR and the auth secret kept there', () => {
  it('refuses a short or empty secret file with a message naming it', () => {
    for (const content of ['', 'too-short\n']) {
      const dir = dataDir();
      writeFileSync(path.join(dir, 'auth-secret'), content);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
        /auth-secret: the auth secret must be at least 32 characters/,
      );
    }
  });

  it('makes the directory and the files in it private to the server’s user, fixing an older install', () => {
    const dir = dataDir();
    mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dir, 'outbox', 'reset.eml'), 'a link', { mode: 0o644 });
    chmodSync(dir, 0o755);
    loadConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'outbox')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'outbox', 'reset.eml')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('mail on a server others reach', () => {
  it('needs SMTP_URL, unless the outbox is chosen on purpose; a loopback address needs neither', () => {
    const public_ = { DATA_DIR: dataDir(), PUBLIC_URL: 'https://fill.example.org' };
    expect(() => loadConfig(public_)).toThrow(/SMTP_URL: must be set on a server reached beyond this machine/);
    expect(loadConfig({ ...public_, MAIL_OUTBOX: 'true' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...public_, SMTP_URL: 'smtps://u:p@mail.example.org' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.org',
    );
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: local }).publicUrl).toBe(local);
    }
  });
});

describe('who takes payments', () => {
  const paypal = {
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    PAYPAL_PLAN_BASIC_MONTHLY: 'P-1',
    PAYPAL_PLAN_BASIC_ANNUAL: 'P-2',
    PAYPAL_PLAN_PROFESSIONAL_MONTHLY: 'P-3',
    PAYPAL_PLAN_PROFESSIONAL_ANNUAL: 'P-4',
  };
  const onPublicServer = { PUBLIC_URL: 'https://fill.example.org', MAIL_OUTBOX: 'true' };
  const provider = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).paymentProvider;

  it('is the sandbox on this machine only; a public server without PayPal takes none', () => {
    expect(provider({})).toBe('sandbox');
    expect(provider({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('sandbox');
    expect(provider(onPublicServer)).toBe('none');
    expect(provider({ ...onPublicServer, ...paypal })).toBe('paypal');
  });

  it('follows PAYMENT_PROVIDER when it is chosen, and PayPal needs its variables', () => {
    expect(provider({ ...onPublicServer, PAYMENT_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(provider({ PAYMENT_PROVIDER: 'paypal', ...paypal })).toBe('paypal');
    expect(() => provider({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYPAL_CLIENT_ID: must be set when PAYMENT_PROVIDER=paypal/,
    );
    expect(() => provider({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;

  it('takes a number of proxies or their addresses, never every hop', () => {
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    expect(trust('fd00::/8')).toBe('fd00::/8');
    for (const bad of ['true', 'proxy.internal', '10.0.0.0/99', '1,2']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: must be false, the number of proxies/);
    }
  });
});
