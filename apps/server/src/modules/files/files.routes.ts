import { FILE_LIMITS, fileListSchema, idParamsSchema, storedFileResponseSchema, texts } from '@filldeck/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { readOwnerPlan } from '../plan/read-owner-plan.ts';
import { deleteFile } from './delete-file.ts';
import { listFiles } from './list-files.ts';
import { readFile } from './read-file.ts';
import { saveFile } from './save-file.ts';

/** A file's name travels in the X-File-Name header, percent-encoded (any language, no header injection). */
function fileNameOf(request: FastifyRequest): string {
  const header = request.headers['x-file-name'];
  if (typeof header !== 'string' || header === '') throw new AppError(400, 'BAD_REQUEST', texts.files.noName);
  try {
    return decodeURIComponent(header);
  } catch {
    throw new AppError(400, 'BAD_REQUEST', texts.files.noName);
  }
}

/** `filename*` as RFC 6266 wants it, with a plain ASCII `filename` for old clients. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Files in templates (docs/api-content.md#files): uploaded as the request's raw body
 * (`application/octet-stream`, at most 5 MB), listed, downloaded (by the dashboard, and by the
 * extension with its bearer for a fill), replaced and deleted.
 */
export async function filesRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Only this plugin reads raw bodies, and only up to a file's limit.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: FILE_LIMITS.maxBytes },
    (_r, body, done) => done(null, body),
  );
  // A file over the limit says so in the product's words, not Fastify's.
  const tooLarge = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'BAD_REQUEST', texts.files.tooLarge);
    return app.errorHandler(error, request, reply);
  };
  const upload = { errorHandler: tooLarge, bodyLimit: FILE_LIMITS.maxBytes };
  const body = (request: FastifyRequest) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'BAD_REQUEST', texts.files.badKind);
    return request.body;
  };

  api.get('/api/files', { schema: { response: { 200: fileListSchema } } }, async (request) => {
    return listFiles(db, request.user.id, await readOwnerPlan(db, request.user));
  });

  api.post(
    '/api/files',
    { ...upload, schema: { response: { 201: storedFileResponseSchema } } },
    async (request, reply) => {
      const file = await saveFile(db, request.user.id, {
        name: fileNameOf(request),
        content: body(request),
      });
      return reply.status(201).send({ file });
    },
  );

  api.put(
    '/api/files/:id',
    { ...upload, schema: { params: idParamsSchema, response: { 200: storedFileResponseSchema } } },
    async (request) => {
      const upload = { name: fileNameOf(request), content: body(request) };
      return { file: await saveFile(db, request.user.id, upload, request.params.id) };
    },
  );

  api.get(
    '/api/files/:id',
    // The extension fetches a file with its bearer token when it applies a fill that gives it to an upload box.
    { config: { access: 'user-or-extension' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const file = await readFile(db, request.user.id, request.params.id);
      return reply
        .header('content-type', file.type === 'text/plain' ? 'text/plain; charset=utf-8' : file.type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.content);
    },
  );

  api.delete('/api/files/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteFile(db, request.user.id, request.params.id);
    return reply.status(204).send();
  });
}
