#!/usr/bin/env node
// `npm start`: builds what is older than its sources — the web app, the extension and the server
// (TypeScript bundled to apps/server/dist/main.js) — then runs the built server, which serves the
// web app, the API and the extension's zip on one port (default http://localhost:3000) with the
// embedded defaults. Nothing is compiled while the server starts. Signals reach the server.
import { envWithDotEnv, isExtensionBuildStale, isServerBuildStale, isWebBuildStale, run, serverEntry } from './lib.mjs';

const builds = [
  ['web app', isWebBuildStale, '@filldeck/web'],
  ['extension', isExtensionBuildStale, '@filldeck/extension'],
  ['server', isServerBuildStale, '@filldeck/server'],
];
for (const [name, isStale, workspace] of builds) {
  if (!isStale()) continue;
  console.info(`[start] ${name} sources changed: building…`);
  const code = await run('npm', ['run', 'build', '--silent', '-w', workspace]);
  if (code !== 0) process.exit(code);
}

const env = envWithDotEnv();
env.NODE_ENV ??= 'production';
const code = await run(process.execPath, ['--enable-source-maps', serverEntry], { env });
process.exit(code);
