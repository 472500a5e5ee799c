#!/usr/bin/env node
// `npm run dev`: the API on :3000 (restarts on change) and Vite on :5173 (hot reload, proxies /api).
// Open http://localhost:5173. Mail links point at PUBLIC_URL, which is Vite's origin here.
import { spawn } from 'node:child_process';
import { envWithDotEnv, root } from './lib.mjs';

// PUBLIC_URL from .env names the production origin; here mail links must open Vite's.
const env = {
  ...envWithDotEnv(),
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: `${root}/apps/web`, env, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
