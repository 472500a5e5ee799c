import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of the server and shared packages. The global setup starts a
 * throwaway PostgreSQL 15 cluster; integration suites run once on in-memory PGlite and once on it.
 */
export default defineConfig({
  test: {
    include: [
      'apps/**/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
      'packages/**/src/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.mjs',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
