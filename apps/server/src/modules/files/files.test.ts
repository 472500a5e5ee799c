import { FILE_LIMITS, texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { asExtension, connectExtension } from '../../../test/extension-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0a6d3c80000000049454e44ae426082',
  'hex',
);

function upload(
  app: FastifyInstance,
  cookie: string,
  name: string,
  content: Buffer,
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/files',
) {
  return app.inject({
    method,
    url,
    payload: content,
    headers: { cookie, 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
  });
}

describe.each(DB_KINDS)('files in templates on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps a file by its content, lists it, serves it back, replaces it in place and deletes it', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const created = await upload(t.app, ada.cookie, 'C:\\Users\\ada\\Maya Chén CV.pdf', PDF);
    expect(created.statusCode).toBe(201);
    const { file } = created.json();
    expect(file).toMatchObject({ name: 'Maya Chén CV.pdf', type: 'application/pdf', size: PDF.length });
    expect(file.id).toMatch(/^file_/);

    const api = client(t.app, ada.cookie);
    const list = (await api.get('/api/files')).json();
    expect(list).toEqual({ files: [file], usedBytes: PDF.length, allowanceBytes: 5 * 1024 * 1024 });

    const download = await api.get(`/api/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Maya%20Ch%C3%A9n%20CV.pdf");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // Replaced: the same id (the fields naming it keep naming it), new content and name.
    const replaced = await upload(t.app, ada.cookie, 'photo.png', PNG, 'PUT', `/api/files/${file.id}`);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().file).toMatchObject({ id: file.id, name: 'photo.png', type: 'image/png', size: PNG.length });
    expect((await api.get(`/api/files/${file.id}`)).rawPayload.equals(PNG)).toBe(true);

    expect((await api.del(`/api/files/${file.id}`)).statusCode).toBe(204);
    expect((await api.get('/api/files')).json().files).toEqual([]);
    expect((await api.get(`/api/files/${file.id}`)).json()).toEqual({
      error: texts.files.notFound,
      code: 'NOT_FOUND',
    });
  });

  it('refuses what it cannot keep, with a clear error, and stores nothing', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const refusals = [
      [await upload(t.app, ada.cookie, 'empty.pdf', Buffer.alloc(0)), 400, texts.files.empty],
      [
        await upload(t.app, ada.cookie, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(FILE_LIMITS.maxBytes)])),
        413,
        texts.files.tooLarge,
      ],
      [
        await upload(t.app, ada.cookie, 'cv.pdf', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])),
        415,
        texts.files.badKind,
      ],
      // A name that says PDF does not make a zip one.
      [await upload(t.app, ada.cookie, 'cv.pdf', Buffer.from('504b0304140000000800', 'hex')), 415, texts.files.badKind],
      [await upload(t.app, ada.cookie, '', PDF), 400, texts.files.noName],
    ] as const;
    for (const [answer, status, error] of refusals) {
      expect(answer.statusCode, error).toBe(status);
      expect(answer.json().error).toBe(error);
    }
    expect((await client(t.app, ada.cookie).get('/api/files')).json().usedBytes).toBe(0);
    // Plain text is a kind it keeps, when it is text.
    expect((await upload(t.app, ada.cookie, 'notes.txt', Buffer.from('Références : Lyon\n'))).json().file.type).toBe(
      'text/plain',
    );
  });

  it('keeps the user within the plan’s storage, and says what the next plan keeps', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const almost = Buffer.concat([PDF, Buffer.alloc(FILE_LIMITS.maxBytes - PDF.length - 1000)]);
    expect((await upload(t.app, ada.cookie, 'cv.pdf', almost)).statusCode).toBe(201);
    const over = await upload(t.app, ada.cookie, 'letter.pdf', Buffer.concat([PDF, Buffer.alloc(2000)]));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error:
        "Your files would take more than your plan's 5 MB (Free). Delete a file you no longer need, or upgrade: Basic keeps 50 MB.",
      code: 'PLAN_LIMIT',
    });
    // Replacing the file itself counts without its old content.
    const files = (await client(t.app, ada.cookie).get('/api/files')).json().files;
    expect((await upload(t.app, ada.cookie, 'cv.pdf', almost, 'PUT', `/api/files/${files[0].id}`)).statusCode).toBe(
      200,
    );
  });

  it('is 404 for another user’s file, serves the extension by its bearer, and refuses the signed-out', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const grace = await fastUser(t.app, 'grace@example.com');
    const { file } = (await upload(t.app, ada.cookie, 'cv.pdf', PDF)).json();
    const other = client(t.app, grace.cookie);
    for (const answer of [
      await other.get(`/api/files/${file.id}`),
      await other.del(`/api/files/${file.id}`),
      await upload(t.app, grace.cookie, 'cv.pdf', PDF, 'PUT', `/api/files/${file.id}`),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: texts.files.notFound, code: 'NOT_FOUND' });
    }
    expect((await client(t.app, ada.cookie).get(`/api/files/${file.id}`)).statusCode).toBe(200);

    const token = await connectExtension(t.app, ada.cookie);
    const fetched = await asExtension(t.app, token, 'GET', `/api/files/${file.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);
    // The bearer reads files; it does not upload or delete them.
    expect((await asExtension(t.app, token, 'DELETE', `/api/files/${file.id}`)).statusCode).not.toBe(204);

    const signedOut = client(t.app);
    expect((await signedOut.get('/api/files')).statusCode).toBe(401);
    expect((await signedOut.get(`/api/files/${file.id}`)).statusCode).toBe(401);
  });
});
