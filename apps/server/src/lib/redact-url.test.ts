import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { redactUrl } from './redact-url.ts';

describe('request URLs in the log', () => {
  it('keep everything but the values of credential-like parameters', () => {
    expect(redactUrl('/api/auth/verify-email?token=eyJ.abc.def&callbackURL=%2Fdashboard')).toBe(
      '/api/auth/verify-email?token=redacted&callbackURL=%2Fdashboard',
    );
    expect(redactUrl('/reset-password?oobCode=s3cr3t')).toBe('/reset-password?oobCode=redacted');
    expect(redactUrl('/api/auth/callback/google?code=c&state=s')).toBe(
      '/api/auth/callback/google?code=redacted&state=redacted',
    );
    expect(redactUrl('/api/usage?cursor=abc&limit=20')).toBe('/api/usage?cursor=abc&limit=20');
    expect(redactUrl('/api/me')).toBe('/api/me');
  });

  it('never hold a verification or reset token', async () => {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    const database = await openDatabase({});
    const app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: stream });
    try {
      await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=eyJsecret.token.value' });
      await app.inject({ method: 'GET', url: '/reset-password?oobCode=oob-secret-code' });
    } finally {
      await app.close();
      await database.close();
    }
    expect(logged).toContain('/api/auth/verify-email?token=redacted');
    expect(logged).not.toContain('eyJsecret');
    expect(logged).not.toContain('oob-secret-code');
  });
});
