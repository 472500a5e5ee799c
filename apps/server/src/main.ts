import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { AuthSecretMismatchError } from './lib/auth/check-auth-secret.ts';
import { PRIVATE_UMASK } from './lib/data-dir.ts';
import { proxyWarning, stopGracefully } from './lib/graceful-stop.ts';
import { MissingWebBuildError } from './plugins/web-static.ts';

/** Reads the configuration, serves FillDeck on PORT, and closes cleanly on SIGINT/SIGTERM. */
async function main() {
  // Everything the server writes (DATA_DIR: database, outbox, secret) is its user's alone.
  process.umask(PRIVATE_UMASK);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof MissingWebBuildError || error instanceof AuthSecretMismatchError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const warning = proxyWarning(config);
  if (warning) app.log.warn(warning);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    await stopGracefully(app, config.shutdownGraceMs);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`FillDeck is serving ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
