import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';

export interface Seeded {
  /** One `name=value` Cookie header per user. */
  cookies: string[];
  /** The auth secret the cookies are signed with (DATA_DIR/auth-secret), for the server and the reference. */
  secret: string;
  /** The session cookie's name (`filldeck.session_token`), for the reference. */
  cookieName: string;
}

export const TEMPLATES_PER_USER = 2;
export const COMPONENTS_PER_USER = 2;

/**
 * A same-origin POST as the signed-in user. Through the API rather than straight inserts, so the
 * rows are what the app itself writes; Origin must be PUBLIC_URL or the write is refused (403).
 */
async function post(app: FastifyInstance, cookie: string, url: string, payload: object): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { origin: app.config.publicUrl, 'sec-fetch-site': 'same-origin', cookie },
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`Seeding: POST ${url} answered ${response.statusCode}: ${response.body}`);
}

/**
 * Users on the Professional plan (so no plan limit locks anything) with two templates and two
 * components each, made in-process on DATA_DIR (PGlite) or DATABASE_URL. The app is closed before
 * returning: the server process measured next opens the database itself (PGlite allows one).
 */
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
      const { cookie } = await fastUser(app, `bench-api-${i}@filldeck.test`, 'professional');
      for (let n = 1; n <= TEMPLATES_PER_USER; n++) {
        await post(app, cookie, '/api/create_template', {
          title: `Job application ${n}`,
          fields: [
            { name: 'Cover letter', value: 'Dear hiring manager', type: 'text' },
            { name: 'Start date', value: '', type: 'date' },
          ],
          aiInstructions: 'Formal and brief',
        });
      }
      for (let n = 1; n <= COMPONENTS_PER_USER; n++) {
        await post(app, cookie, '/api/create_component', {
          title: `Contact ${n}`,
          fields: [
            { label: 'Full name', type: 'text', defaultValue: 'Ada Lovelace' },
            { label: 'Email', type: 'text', defaultValue: 'ada@example.com' },
            { label: 'Born', type: 'date', defaultValue: '1815-12-10' },
          ],
        });
      }
      cookies.push(cookie);
    }
    const ctx = await app.auth.$context;
    return { cookies, secret: ctx.secret, cookieName: ctx.authCookies.sessionToken.name };
  } finally {
    await app.close();
  }
}
