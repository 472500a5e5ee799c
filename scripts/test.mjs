#!/usr/bin/env node
import { run } from './lib.mjs';
// `npm test`: the whole suite, in the order that fails fastest.
// typecheck → lint → unit and integration tests (PGlite and a throwaway PostgreSQL) →
// production build of the web app → end-to-end journeys in headless Chromium.
import { ensureSystemDeps } from './system-deps.mjs';

ensureSystemDeps();

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit and integration', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['end-to-end', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.info(`\n[test] ▶ ${name}`);
  const code = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.info(`[test] ${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) break;
}

console.info('\n[test] summary');
for (const r of results) console.info(`  ${r.ok ? '✔' : '✘'} ${r.name.padEnd(22)} ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.info(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
