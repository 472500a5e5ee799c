// The start script's signal handling: a supervisor stops `npm start` with SIGTERM, and the server
// it started must get it (and shut down gracefully) rather than outlive it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);

/** A child that says when it is ready, and on SIGTERM says so and ends with code 7. */
const CHILD = `process.on('SIGTERM', () => { console.log('child got SIGTERM'); process.exit(7); });
console.log('child ready'); setInterval(() => {}, 1000);`;

/** The parent: lib.mjs's run() starting the child, exiting with its code. */
const PARENT = `const { run } = await import(${JSON.stringify(new URL('./lib.mjs', import.meta.url).href)});
process.exit(await run(process.execPath, ['-e', ${JSON.stringify(CHILD)}]));`;

describe('run(), as npm start uses it', () => {
  it('passes SIGTERM on to the process it started and ends with that process', async () => {
    const parent = spawn(process.execPath, ['--input-type=module', '-e', PARENT], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const ready = new Promise((resolve) => {
      parent.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('child ready')) resolve(undefined);
      });
    });
    const exited = new Promise((resolve) => parent.on('exit', (code) => resolve(code)));
    await ready;
    parent.kill('SIGTERM');
    expect(await exited).toBe(7);
    expect(output).toContain('child got SIGTERM');
  });

  it('is reached through npm: the start script replaces npm’s shell, so npm’s forwarded SIGTERM arrives', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(pkg.scripts.start).toBe('exec node scripts/start.mjs');
  });
});
