import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { STATIC_PAGE_ENTRY, staticPages } from './vite-plugin-static-pages.ts';

const apiTarget = 'http://localhost:3000';

/** Libraries every signed-in page runs on: their own chunk, whose hash survives deploys of app code. */
const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|@radix-ui|@floating-ui|lucide-react|react-remove-scroll[^/]*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)\//;
/** FillDeck's own small modules that pages share (UI parts, helpers, API calls, schemas, shared constants). */
const APP_COMMON = /\/apps\/web\/src\/(components|lib|features|app\/(?!routes\/))|\/packages\/shared\/src\//;
/** What the prerendered pages' script imports: kept out of both, so that page loads neither. */
const STATIC_PAGE_MODULES =
  /\/src\/lib\/(theme|install-link|no-model-note)\.ts$|\/packages\/shared\/src\/extension-contract\.ts$/;

const MAIN = path.resolve(import.meta.dirname, 'src/main.tsx');
/**
 * What a signed-in visit loads first: the shell around every signed-in page and the dashboard,
 * where signing in lands (the router loads both on demand).
 */
const FIRST_ROUTES = /\/apps\/web\/src\/app\/routes\/app\/(protected-layout|dashboard)\.tsx$/;

const RADIX_BARREL = /\/node_modules\/radix-ui\/dist\/index\.mjs$/;
const SHARED_BARREL = /\/packages\/shared\/src\/index\.ts$/;
const SHARED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@filldeck\/shared["']/g;

/**
 * The names a module imports from the `@filldeck/shared` barrel and uses in a production build
 * (types are gone from the transformed code; a response schema named only as
 * `import.meta.env.DEV && schema`, see src/lib/parse-response.ts, is not used there).
 */
function sharedNames(code: string): string[] {
  const body = code.replace(SHARED_IMPORT, '').replace(/(?:import\.meta\.env\.DEV|\bfalse)\s*&&\s*[\w$]+/g, '');
  return [...code.matchAll(SHARED_IMPORT)].flatMap((match) =>
    (match[1] ?? '').split(',').flatMap((name) => {
      const [imported, local = imported] = name.trim().split(/\s+as\s+/);
      return imported && new RegExp(`(?<![\\w$.])${local}(?![\\w$])`).test(body) ? [imported] : [];
    }),
  );
}

/** Whether a shared module declares one of `names` as an export. */
function exportsAny(code: string, names: ReadonlySet<string>): boolean {
  for (const match of code.matchAll(/export\s+(?:async\s+)?(?:const|let|var|function\*?|class)\s+([\w$]+)/g))
    if (match[1] && names.has(match[1])) return true;
  for (const match of code.matchAll(/export\s*\{([^}]*)\}/g)) {
    const exported = (match[1] ?? '').split(',').map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    );
    if (exported.some((name) => names.has(name))) return true;
  }
  return false;
}
const RADIX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g;

/** The Radix parts a module imports from the `radix-ui` barrel, as package folders (`react-dropdown-menu`). */
function radixParts(code: string): string[] {
  return [...code.matchAll(RADIX_IMPORT)].flatMap((match) =>
    (match[1] ?? '').split(',').flatMap((name) => {
      const part = name.trim().split(/\s+as\s+/)[0];
      return part ? [`react-${part.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`] : [];
    }),
  );
}

type ModuleGraph = { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null };

/**
 * The modules that the page script, the signed-in shell and the dashboard import statically,
 * computed once per build (through the `radix-ui` barrel, only the parts they name). The two
 * groups below take only these: a library or UI part that another page or a component loads on
 * demand (a menu, a dialog, a form) stays in that page's or component's chunk instead of riding
 * along with the first signed-in load.
 */
let firstLoadModules: Set<string> | undefined;
function findFirstLoadModules(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const radixUsed = new Set<string>();
  const sharedUsed = new Set<string>();
  const queue = [MAIN];
  while (queue.length > 0) {
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      const info = graph.getModuleInfo(next);
      if (!info || RADIX_BARREL.test(next) || SHARED_BARREL.test(next)) continue;
      for (const part of radixParts(info.code ?? '')) radixUsed.add(part);
      for (const name of sharedNames(info.code ?? '')) sharedUsed.add(name);
      queue.push(...info.importedIds, ...info.dynamicallyImportedIds.filter((lazy) => FIRST_ROUTES.test(lazy)));
    }
    // The barrel imports every Radix part; follow only those the modules found so far named.
    const barrel = [...found].find((id) => RADIX_BARREL.test(id));
    const parts = barrel ? (graph.getModuleInfo(barrel)?.importedIds ?? []) : [];
    queue.push(
      ...parts.filter((id) => !found.has(id) && [...radixUsed].some((part) => id.includes(`/@radix-ui/${part}/`))),
    );
    // The same for FillDeck's shared barrel: a response schema that only a later page parses
    // with (and zod under it) stays out of the first load.
    const shared = [...found].find((id) => SHARED_BARREL.test(id));
    const modules = shared ? (graph.getModuleInfo(shared)?.importedIds ?? []) : [];
    queue.push(
      ...modules.filter((id) => !found.has(id) && exportsAny(graph.getModuleInfo(id)?.code ?? '', sharedUsed)),
    );
  }
  return found;
}

/** What the prerendered pages' script imports (computed, besides STATIC_PAGE_MODULES): kept out of both groups. */
let staticPageModules: Set<string> | undefined;
function findStaticPageModules(graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const queue = [path.resolve(import.meta.dirname, 'src/static-page.ts')];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

function isInStaticPage(id: string, graph: ModuleGraph): boolean {
  staticPageModules ??= findStaticPageModules(graph);
  return staticPageModules.has(id);
}

function isInFirstLoad(id: string, graph: ModuleGraph): boolean {
  firstLoadModules ??= findFirstLoadModules(graph);
  return firstLoadModules.has(id) && !isInStaticPage(id, graph);
}

export default defineConfig({
  plugins: [react(), tailwindcss(), staticPages()],
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // The server refuses state-changing requests from other origins; in development the page
        // lives on the Vite port, so present the request as coming from the API's own origin.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiTarget);
          });
        },
      },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        [STATIC_PAGE_ENTRY]: path.resolve(import.meta.dirname, 'src/static-page.ts'),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the prerendered pages' script shares with the app (theme, install link):
              // one small file of its own, so those pages load nothing else.
              name: (id, ctx) => (isInStaticPage(id, ctx) ? 'static-shared' : null),
              test: (id: string) => STATIC_PAGE_MODULES.test(id) || APP_COMMON.test(id),
              priority: 3,
            },
            {
              // React and the libraries around it that the first signed-in load runs on: cached
              // across deploys (the name is hashed by content, and app code changes do not touch it).
              name: (id, ctx) => (isInFirstLoad(id, ctx) ? 'vendor' : null),
              test: (id: string) => VENDOR.test(id),
              priority: 2,
            },
            {
              // The small modules of the first signed-in load that pages share travel as one file
              // instead of dozens of 1 KB requests; what only one page uses stays with it.
              name: (id, ctx) => (isInFirstLoad(id, ctx) ? 'app-common' : null),
              test: (id: string) => APP_COMMON.test(id) && !STATIC_PAGE_MODULES.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
