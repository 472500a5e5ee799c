import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../test/auth-client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { PUBLIC_URL, testConfig } from '../../test/test-config.ts';
import type { Logger } from './logger.ts';
import { createMailer, outboxFileName } from './mailer.ts';

const received: Email[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    });
  },
});
let smtpUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const quietLogger = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() });

describe('email through a real SMTP conversation', () => {
  const t = useTestApp('pglite');

  it('delivers the verification mail with text and HTML parts naming FillDeck', async () => {
    const app = await t.buildSibling({ smtpUrl });
    expect((await signUp(app, 'ada@example.com')).statusCode).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [mail] = received;
    expect(mail?.subject).toBe('Verify your email for FillDeck');
    expect(mail?.from?.address).toBe('no-reply@filldeck.test');
    expect(mail?.to?.[0]?.address).toBe('ada@example.com');
    expect(mail?.text).toContain('FillDeck');
    expect(mail?.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mail?.html).toContain('FillDeck');
    expect(mail?.html).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });
});

describe('the outbox mailer', () => {
  it('writes each message as an .eml file, newest sorting last, and logs its file, never its link', async () => {
    const { dataDir } = testConfig();
    const logger = quietLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'FillDeck <a@b.test>',
      outboxDir: path.join(dataDir, 'outbox'),
      logger,
    });
    for (const n of [1, 2, 3]) {
      await mailer.send({
        to: 'x@example.com',
        subject: `Message ${n}`,
        text: `text ${n}`,
        html: `<p>html ${n}</p>`,
        link: `http://l/${n}`,
      });
    }
    const files = readdirSync(path.join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(3);
    const subjects = [];
    for (const f of files)
      subjects.push((await PostalMime.parse(readFileSync(path.join(dataDir, 'outbox', f)))).subject);
    expect(subjects).toEqual(['Message 1', 'Message 2', 'Message 3']);
    expect(logger.info).toHaveBeenLastCalledWith(
      expect.objectContaining({ file: path.join(dataDir, 'outbox', files[2] ?? '') }),
      expect.stringContaining('Email written to outbox'),
    );
    expect(JSON.stringify(vi.mocked(logger.info).mock.calls)).not.toContain('http://l/');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the outbox private to the server’s user (0700, its files 0600) whatever the umask', async () => {
    const { dataDir } = testConfig();
    const outbox = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, from: 'a@b.test', outboxDir: outbox, logger: quietLogger() });
    const umask = process.umask(0o022);
    try {
      await mailer.send({ to: 'x@example.com', subject: 'Reset', text: 'http://l/1', html: '', link: 'http://l/1' });
    } finally {
      process.umask(umask);
    }
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(outbox);
    expect(statSync(path.join(outbox, file ?? '')).mode & 0o777).toBe(0o600);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names files so that lexical order is the order of writing, even within one millisecond', () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const names = Array.from({ length: 5 }, () => outboxFileName(now));
    expect([...names].sort()).toEqual(names);
    expect(names[0]).toMatch(/^2026-05-01T12-00-00-000Z-\d{6}-[0-9a-f]{8}\.eml$/);
  });
});
