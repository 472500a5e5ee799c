import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@filldeck/test-chromium';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { fastUser } from '../../apps/server/test/fast-user.ts';
import { seedComponents, seedTemplates } from '../../apps/server/test/seed-content.ts';
import { freePort } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../crash/server-process.ts';
import { median } from '../fill/median.ts';
import { measurePage, type PageFigures } from './measure-page.ts';

// `npm run bench:web -- [--runs 3] [--no-build] [--waterfall]`: the web app as a phone on slow 4G
// sees it (--waterfall: also each request of the first run, when sent and done, the LCP element and each
// layout shift).
// Builds the web app for production, serves it with the real server (its own process, a
// throwaway PGlite with one signed-in user who has a few templates), and opens the landing page
// (signed out) and the dashboard (signed in) cold in headless Chromium with Lighthouse's mobile
// throttling (CDP: 150 ms RTT, 1.6 Mbps, 4× CPU). Prints the medians of JavaScript and total bytes
// on the wire, LCP, CLS and time to interactive against the goals, and the largest scripts.
// A benchmark: it prints figures and never fails on them.

const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'apps/web/dist');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

const PAGES = [
  { name: 'landing', path: '/', signedIn: false, goals: { jsKB: 60, lcpMs: 1500, cls: 0.05 } },
  { name: 'dashboard', path: '/dashboard', signedIn: true, goals: { jsKB: 180, lcpMs: 2500, cls: 0.05 } },
] as const;

if (!values['no-build']) execFileSync('npm', ['run', 'build', '-w', '@filldeck/web'], { cwd: root, stdio: 'ignore' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'filldeck-bench-web-'));
const browser = await launchChromium();
try {
  const seeder = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', OPENAI_API_KEY: '', OPENAI_BASE_URL: '' }),
  );
  const user = await fastUser(seeder, 'bench-web@filldeck.test');
  await seedTemplates(seeder.database, user.userId, 2);
  await seedComponents(seeder.database, user.userId, 2);
  await seeder.close();
  const server = await startServer({
    port: await freePort(),
    dataDir,
    extraEnv: { NODE_ENV: 'production', WEB_DIST_DIR: webDist },
  });
  try {
    const eq = user.cookie.indexOf('=');
    const cookie = { name: user.cookie.slice(0, eq), value: user.cookie.slice(eq + 1), domain: 'localhost' };
    console.info(`Phone on slow 4G (150 ms RTT, 1.6 Mbps, 4× CPU), cold cache, median of ${runs}:`);
    for (const page of PAGES) {
      const figures: PageFigures[] = [];
      for (let i = 0; i < runs; i++)
        figures.push(await measurePage(browser, `${server.url}${page.path}`, page.signedIn ? cookie : undefined));
      const m = (pick: (f: PageFigures) => number) => median(figures.map(pick)) ?? 0;
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
      const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
      const js = m((f) => f.jsBytes);
      const lcp = m((f) => f.lcp);
      const cls = m((f) => f.cls);
      console.info(`  ${page.name} (${page.path})`);
      console.info(
        `    JS before interactive  ${kb(js).padStart(9)}  goal ≤ ${page.goals.jsKB} KB: ${verdict(js <= page.goals.jsKB * 1000)}`,
      );
      console.info(
        `    JS after that          ${kb(m((f) => f.laterJsBytes)).padStart(9)}  (fetched once the page is idle)`,
      );
      console.info(
        `    all bytes on the wire  ${kb(m((f) => f.totalBytes)).padStart(9)}  (${m((f) => f.requests)} requests)`,
      );
      console.info(
        `    LCP                    ${`${Math.round(lcp)} ms`.padStart(9)}  goal ≤ ${page.goals.lcpMs} ms: ${verdict(lcp <= page.goals.lcpMs)}`,
      );
      console.info(
        `    CLS                    ${cls.toFixed(3).padStart(9)}  goal ≤ ${page.goals.cls}: ${verdict(cls <= page.goals.cls)}`,
      );
      console.info(`    time to interactive    ${`${Math.round(m((f) => f.tti))} ms`.padStart(9)}`);
      const largest = (figures[0]?.scripts ?? []).slice(0, 6).map((s) => `${s.name} ${kb(s.bytes)}`);
      console.info(`    largest scripts: ${largest.join(', ') || 'none'}`);
      if (values.waterfall && figures[0]) printWaterfall(figures[0]);
    }
  } finally {
    await server.kill();
  }
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function printWaterfall(figures: PageFigures): void {
  console.info(`    LCP element (first run): ${figures.lcpElement || 'unknown'}`);
  for (const shift of figures.shifts) console.info(`    layout shift at ${shift}`);
  for (const r of figures.waterfall) {
    const span = `${Math.round(r.sentMs)}–${Math.round(r.doneMs)} ms`.padStart(14);
    console.info(`    ${span}  ${r.type.padEnd(10)} ${(r.bytes / 1000).toFixed(1).padStart(6)} KB  ${r.name}`);
  }
}
