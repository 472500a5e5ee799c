import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, type Zippable, zipSync } from 'fflate';

/** Where `npm run build` puts the Chrome build of the extension (apps/extension/dist/chrome-mv3). */
export const defaultExtensionDistDir = fileURLToPath(new URL('../../../../extension/dist/chrome-mv3', import.meta.url));

interface Manifest {
  version?: string;
  host_permissions?: string[];
  permissions?: string[];
  content_scripts?: { matches?: string[] }[];
  [key: string]: unknown;
}

/** The extension's version, or null when there is no build in `dir`. */
export function extensionBuildVersion(dir: string): string | null {
  const manifest = readManifest(dir);
  return manifest ? (manifest.version ?? '0.0.0') : null;
}

function readManifest(dir: string): Manifest | null {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The manifest of a build, set to trust `origin`: the extension reads the dashboard it trusts from
 * its own manifest (the match pattern of the dashboard content script), so rewriting the
 * dashboard's match pattern in the host permissions and the content script is all it takes.
 */
export function manifestForOrigin(manifest: Manifest, origin: string): Manifest {
  const built = manifest.content_scripts?.[0]?.matches?.[0];
  if (!built) throw new Error('The extension build has no dashboard content script: rebuild it with npm run build');
  const pattern = `${origin}/*`;
  const swap = (list: string[] | undefined) => list?.map((entry) => (entry === built ? pattern : entry));
  return {
    ...manifest,
    ...(manifest.host_permissions ? { host_permissions: swap(manifest.host_permissions) } : {}),
    ...(manifest.permissions ? { permissions: swap(manifest.permissions) } : {}),
    content_scripts: manifest.content_scripts?.map((script) => ({ ...script, matches: swap(script.matches) })),
  };
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
    });
}

/**
 * The build in `dir` as a zip a user unpacks and loads, trusting `origin`. Entries carry the
 * build's time, so the same build and origin always give the same bytes.
 */
export function zipExtensionBuild(dir: string, origin: string): Uint8Array {
  const manifest = readManifest(dir);
  if (!manifest) throw new Error(`No extension build in ${dir}`);
  const mtime = statSync(path.join(dir, 'manifest.json')).mtime;
  const entries: Zippable = {};
  for (const file of filesUnder(dir)) {
    const content =
      file === 'manifest.json'
        ? strToU8(`${JSON.stringify(manifestForOrigin(manifest, origin), null, 2)}\n`)
        : new Uint8Array(readFileSync(path.join(dir, file)));
    entries[`filldeck-extension/${file}`] = [content, { mtime }];
  }
  return zipSync(entries, { level: 9 });
}

/** One zip per build: made on the first download, made again when the build changes. */
export function createZipCache(dir: string, origin: string) {
  let cached: { builtAt: number; zip: Uint8Array } | null = null;
  return (): Uint8Array | null => {
    const manifest = path.join(dir, 'manifest.json');
    if (!existsSync(manifest)) return null;
    const builtAt = statSync(manifest).mtimeMs;
    if (cached?.builtAt !== builtAt) cached = { builtAt, zip: zipExtensionBuild(dir, origin) };
    return cached.zip;
  };
}
