#!/usr/bin/env node
// `npm start`: builds the web app and the extension when their sources changed since the last
// build, then serves the web app, the API and the extension's zip on one port (default
// http://localhost:3000) with the embedded defaults.
import { envWithDotEnv, isExtensionBuildStale, isWebBuildStale, run } from './lib.mjs';

if (isWebBuildStale()) {
  console.info('[start] web app sources changed: building…');
  const code = await run('npm', ['run', 'build', '--silent', '-w', '@filldeck/web']);
  if (code !== 0) process.exit(code);
}

if (isExtensionBuildStale()) {
  console.info('[start] extension sources changed: building…');
  const code = await run('npm', ['run', 'build', '--silent', '-w', '@filldeck/extension']);
  if (code !== 0) process.exit(code);
}

const env = envWithDotEnv();
env.NODE_ENV ??= 'production';
const code = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env });
process.exit(code);
