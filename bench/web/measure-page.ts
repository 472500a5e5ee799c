import type { Browser } from 'playwright-core';
import { COLLECT_METRICS, type RawMetrics, READ_METRICS, timeToInteractive } from './page-metrics.ts';

export interface PageFigures {
  /** Scripts requested before the page was interactive (its first view). */
  jsBytes: number;
  /** Scripts requested afterwards (loaded when the browser is idle), not part of the first view. */
  laterJsBytes: number;
  totalBytes: number;
  requests: number;
  lcp: number;
  cls: number;
  tti: number;
  /** Bytes on the wire of each script, largest first. */
  scripts: { name: string; bytes: number }[];
  lcpElement: string;
  shifts: string[];
  /** Every request: when it was sent and finished (ms after the page's own request), its size. */
  waterfall: { name: string; type: string; sentMs: number; doneMs: number; bytes: number }[];
}

/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 Kbps up (× 0.9), 4× slower CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
/** After load, how long the page is watched for late work and shifts. */
const SETTLE_MS = 5000;

/**
 * Opens `url` cold (a new context: no cache) as a mid-range phone on a slow 4G link and measures
 * what went over the wire (CDP's encodedDataLength: compressed bytes) and the page's timings.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  cookie?: { name: string; value: string; domain: string },
): Promise<PageFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  });
  try {
    if (cookie) await context.addCookies([{ ...cookie, path: '/', httpOnly: true }]);
    const page = await context.newPage();
    await page.addInitScript(COLLECT_METRICS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const types = new Map<string, { type: string; url: string }>();
    const sizes = new Map<string, number>();
    // When each request was sent, in ms after the page's own request (CDP timestamps are seconds).
    const sentAt = new Map<string, number>();
    let navigationSent: number | undefined;
    cdp.on('Network.requestWillBeSent', (e) => {
      navigationSent ??= e.timestamp;
      sentAt.set(e.requestId, (e.timestamp - navigationSent) * 1000);
    });
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, { type: e.type, url: e.response.url }));
    const doneAt = new Map<string, number>();
    cdp.on('Network.loadingFinished', (e) => {
      sizes.set(e.requestId, e.encodedDataLength);
      doneAt.set(e.requestId, (e.timestamp - (navigationSent ?? e.timestamp)) * 1000);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const raw = (await page.evaluate(READ_METRICS)) as RawMetrics;
    const tti = timeToInteractive(raw);
    let jsBytes = 0;
    let laterJsBytes = 0;
    let totalBytes = 0;
    const scripts: PageFigures['scripts'] = [];
    for (const [id, bytes] of sizes) {
      totalBytes += bytes;
      const info = types.get(id);
      if (info?.type !== 'Script') continue;
      if ((sentAt.get(id) ?? 0) > tti) {
        laterJsBytes += bytes;
        continue;
      }
      jsBytes += bytes;
      scripts.push({ name: new URL(info.url).pathname.split('/').pop() ?? info.url, bytes });
    }
    scripts.sort((a, b) => b.bytes - a.bytes);
    const waterfall = [...sizes].map(([id, bytes]) => {
      const info = types.get(id);
      const name = info ? new URL(info.url).pathname : id;
      return { name, type: info?.type ?? '?', sentMs: sentAt.get(id) ?? 0, doneMs: doneAt.get(id) ?? 0, bytes };
    });
    waterfall.sort((a, b) => a.sentMs - b.sentMs);
    return {
      lcpElement: raw.lcpElement,
      shifts: raw.shifts,
      waterfall,
      jsBytes,
      laterJsBytes,
      totalBytes,
      requests: sizes.size,
      lcp: raw.lcp,
      cls: raw.cls,
      tti,
      scripts,
    };
  } finally {
    await context.close();
  }
}
