// Builds the server to JavaScript once, so that an instance starts without compiling TypeScript:
// src/main.ts and the workspace packages it imports (whose package.json points at .ts sources)
// are bundled into dist/main.js; everything from node_modules stays an import Node resolves at
// run time. Runtime files found next to a source file (the migrations in drizzle/, the web and
// extension builds) are found from the build too: in bundled code, `import.meta.url` keeps
// meaning the source file it was written in.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const outfile = path.join(here, 'dist', 'main.js');

/**
 * Bare imports stay external, except the workspace's own packages, which ship as TypeScript,
 * package `#imports` (they name a package's own files), and JSON files, which are bundled (an
 * external JSON import would lose its `with { type: 'json' }`).
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const isOwn = args.path.startsWith('@filldeck/') || args.path.startsWith('#');
      if (isOwn || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` of a source file → the URL of that source file, computed from the bundle's own. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Writes dist/main.js and its source map; resolves with the bundle's size in bytes. Each file is
 * written aside and renamed into place, so a server starting meanwhile never reads half a file.
 */
export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(here, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [externalDependencies, sourceFileUrls],
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(outfile), { recursive: true });
  let bytes = 0;
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
    if (file.path === outfile) bytes = file.contents.byteLength;
  }
  return bytes;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const bytes = await buildServer();
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`wrote ${path.relative(process.cwd(), outfile)} (${(bytes / 1024).toFixed(0)} KiB) in ${took} s`);
}
