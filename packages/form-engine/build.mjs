// Bundles the engine as one script (an IIFE defining the global `FillDeckEngine`) that a test
// page or a benchmark can inject. The extension imports src/index.ts through its own bundler.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const bundlePath = path.join(here, 'dist', 'form-engine.js');

/** Builds the bundle; returns its code. With `write`, also writes dist/form-engine.js. */
export async function buildEngineBundle({ write = true } = {}) {
  const result = await build({
    entryPoints: [path.join(here, 'src', 'index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'FillDeckEngine',
    target: 'chrome110',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  if (write) {
    mkdirSync(path.dirname(bundlePath), { recursive: true });
    writeFileSync(bundlePath, code);
  }
  return code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await buildEngineBundle();
  console.info(`wrote ${path.relative(process.cwd(), bundlePath)} (${(code.length / 1024).toFixed(1)} KiB)`);
}
