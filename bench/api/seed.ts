import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { seedComponents, seedTemplates } from '../../apps/server/test/seed-content.ts';

export interface Seeded {
  cookies: string[];
  /** What the reference needs to read the same cookies. */
  secret: string;
  cookieName: string;
}

/** Users on the Professional plan with two templates and two components each, made in-process. */
export async function seed(dataDir: string, databaseUrl: string | undefined, users: number): Promise<Seeded> {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'silent',
      PORT: '0',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
    }),
  );
  try {
    const cookies: string[] = [];
    for (let i = 0; i < users; i++) {
      const user = await fastUser(app, `bench-api-${i}@filldeck.test`, 'professional');
      await seedTemplates(app.database, user.userId, 2);
      await seedComponents(app.database, user.userId, 2);
      cookies.push(user.cookie);
    }
    const ctx = await app.auth.$context;
    return { cookies, secret: ctx.secret, cookieName: ctx.authCookies.sessionToken.name };
  } finally {
    await app.close();
  }
}
