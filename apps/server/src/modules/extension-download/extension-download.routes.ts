import { EXTENSION_DOWNLOAD_PATH, extensionInstallInfoSchema, texts } from '@filldeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { createZipCache, defaultExtensionDistDir, extensionBuildVersion } from './extension-build.ts';

/**
 * How users get the extension: `GET /api/extension/install` says where (the store listing when
 * EXTENSION_STORE_URL is set, else the zip), and the zip is this server's build, set to trust
 * PUBLIC_URL, for loading unpacked.
 */
export async function extensionDownloadRoutes(app: FastifyInstance) {
  const dir = app.config.extensionDistDir ?? defaultExtensionDistDir;
  const storeUrl = app.config.extensionStoreUrl ?? null;
  const zip = createZipCache(dir, app.config.publicUrl);

  const installOptions = {
    config: { access: 'public' as const },
    schema: { response: { 200: extensionInstallInfoSchema } },
  };
  app.withTypeProvider<ZodTypeProvider>().get('/api/extension/install', installOptions, async () => {
    const version = extensionBuildVersion(dir);
    return { storeUrl, downloadUrl: storeUrl || !version ? null : EXTENSION_DOWNLOAD_PATH, version };
  });

  app.get(EXTENSION_DOWNLOAD_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    if (storeUrl) return reply.redirect(storeUrl, 302);
    const bytes = zip();
    if (!bytes) throw new AppError(404, 'NOT_CONFIGURED', texts.errors.noExtensionBuild);
    const version = extensionBuildVersion(dir) ?? '';
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="filldeck-extension-${version}.zip"`)
      .header('cache-control', 'no-cache')
      .send(Buffer.from(bytes));
  });
}
