import type { Frame, Page, Request } from '@playwright/test';
import { type LoadedExtension, openPopupFor } from '../../e2e/support/extension.ts';
import { previewClick, previewFrame, previewText } from '../../e2e/support/preview.ts';
import { CHANGED_FIELDS, CHANGED_UNMARKED, type ProbeRecord, READ_PROBE, WATCH_FILL_CLICK } from './probes.ts';

/** The preview counts a click only once it has been fully visible for 400 ms (panel-host.ts): a user reads first. */
export const APPLY_AFTER_MS = 600;
const TIMEOUT_MS = 30_000;

/** One fill's figures, in ms (null: not seen this time). */
export interface FillSample {
  /** "Fill this page" clicked in the popup → the preview's rows painted. */
  clickToPreview: number;
  /** Click → the extension's panel element in the page (popup → worker, fill script injected in all frames, panel shown). */
  clickToPanel: number;
  /** Panel in the page → the worker's POST /api/autofill sent (session read, every frame scanned, a storage write). */
  panelToRequest: number | null;
  /** The worker's request, sent → its response read (network timing of the service worker's fetch). */
  request: number | null;
  /** Server-Timing `total` (the server's own time for the route handler). */
  serverTotal: number | null;
  /** Server-Timing `match` (the matcher's part of it). */
  serverMatch: number | null;
  /** Response read → rows painted (rows built in the worker, stored, drawn by the preview's page). */
  responseToRows: number | null;
  /** Panel in the page → the preview page's first view drawn (loads in parallel with the scan and request). */
  panelToFirstDraw: number | null;
  /** Apply clicked → the last field's value set in the page (all frames). */
  applyToFilled: number;
  /** Apply clicked → the first field's value set (visibility check, worker ↔ frame messages). */
  applyToFirstValue: number;
  /** First → last value set (the page engine filling, every frame). */
  firstToLastValue: number;
  /** Rows the preview proposed, and fields the page shows changed after Apply. */
  rows: number;
  filled: number;
  /** Whether the page or preview reported itself hidden (frames are then throttled). */
  hidden: boolean;
}

/** The fields a page's frames hold (not the extension's own frames), in frame order. */
const contentFrames = (page: Page): Frame[] =>
  page.frames().filter((frame) => !frame.url().startsWith('chrome-extension://') && frame.url() !== 'about:blank');

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const readProbe = (frame: Frame) => frame.evaluate(READ_PROBE) as Promise<ProbeRecord | null>;
const changedFields = (frame: Frame) => frame.evaluate(CHANGED_FIELDS) as Promise<number>;

/** A Server-Timing header's entries, by name → ms. */
function serverTimings(header: string | null): Map<string, number> {
  const timings = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith('dur='));
    if (name && dur) timings.set(name, Number(dur.slice(4)));
  }
  return timings;
}

export interface FillTarget {
  extension: LoadedExtension;
  /** The tab the fills happen in (loaded afresh for each fill). */
  form: Page;
  url: string;
  /** The service worker's POST /api/autofill requests, as they finish (the caller listens on the context). */
  autofillRequests: Request[];
  /**
   * Fields each content frame shows changed after a complete fill (by frame URL). Unknown on the
   * first fill, which then waits for the preview's "Filled N fields." and records them.
   */
  expected: Map<string, number> | null;
}

/** One fill as a user does it: the popup's "Fill this page", the preview, Apply; timed throughout. */
export async function measureFill(target: FillTarget): Promise<{ sample: FillSample; expected: Map<string, number> }> {
  const { extension, form } = target;
  await form.goto(target.url);
  const popup = await openPopupFor(extension, form);
  const requestsBefore = target.autofillRequests.length;
  const fillButton = popup.getByRole('button', { name: 'Fill this page' });
  await fillButton.waitFor();
  await popup.evaluate(WATCH_FILL_CLICK);
  await fillButton.click();
  const clickAt = await until('the click', () => popup.evaluate('window.__benchClickAt') as Promise<number>);

  // The preview: its frame, then its rows painted.
  const preview = await until('the preview frame', async () => previewFrame(form));
  const shown = await until('the preview rows', async () => {
    const probe = await readProbe(preview);
    return probe?.rowsShownAt ? probe : null;
  });
  await popup.close();
  const top = await until('the page probe', () => readProbe(form.mainFrame()));
  const request = target.autofillRequests[requestsBefore];
  let requestFigures: Pick<
    FillSample,
    'panelToRequest' | 'request' | 'serverTotal' | 'serverMatch' | 'responseToRows'
  > = { panelToRequest: null, request: null, serverTotal: null, serverMatch: null, responseToRows: null };
  if (request) {
    const timing = request.timing();
    const responseEndAt = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : null;
    const timings = serverTimings((await request.response())?.headers()['server-timing'] ?? null);
    requestFigures = {
      panelToRequest: top.panelAt ? timing.startTime - top.panelAt : null,
      request: responseEndAt === null ? null : responseEndAt - timing.startTime,
      serverTotal: timings.get('total') ?? null,
      serverMatch: timings.get('match') ?? null,
      responseToRows: responseEndAt === null ? null : shown.rowsShownAt - responseEndAt,
    };
  }
  const rows = await preview.locator('#panel .row').count();

  // Apply, once the preview has been on screen as long as the extension asks, then the fields set.
  const wait = shown.rowsShownAt + APPLY_AFTER_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await previewClick(form, 'Apply');
  const frames = contentFrames(form);
  let expected = target.expected;
  if (!expected) {
    const said = await until('"Filled N fields."', async () => /Filled (\d+) field/.exec(await previewText(form)));
    const counts = new Map<string, number>();
    for (const frame of frames) counts.set(frame.url(), await changedFields(frame));
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    if (total !== Number(said[1])) {
      const unmarked = (await Promise.all(frames.map((f) => f.evaluate(CHANGED_UNMARKED) as Promise<string[]>))).flat();
      console.warn(
        `  (the preview said "${said[0]}…", the page shows ${total} fields changed; not marked filled: ${unmarked.join(', ') || 'none'})`,
      );
    }
    expected = counts;
  }
  const wanted = expected;
  await until('the fields filled', async () => {
    for (const frame of frames) if ((await changedFields(frame)) < (wanted.get(frame.url()) ?? 0)) return false;
    return true;
  });
  const applyAt = (await readProbe(preview))?.applyAt ?? 0;
  if (!applyAt) throw new Error('The Apply click was not seen in the preview');
  // The fill is over once the server counted it (the preview says what it cost): nothing runs on into the next fill.
  await until('the fill counted', async () => /left\.|could not record/.test(await previewText(form)));

  const probes = await Promise.all(frames.map(readProbe));
  const setAt = probes.flatMap((probe) => (probe?.events ?? []).filter((at) => at >= applyAt));
  const filled = (await Promise.all(frames.map(changedFields))).reduce((sum, n) => sum + n, 0);
  const first = Math.min(...setAt);
  const last = Math.max(...setAt);
  const sample: FillSample = {
    clickToPreview: shown.rowsShownAt - clickAt,
    clickToPanel: top.panelAt - clickAt,
    ...requestFigures,
    panelToFirstDraw: shown.firstDrawAt && top.panelAt ? shown.firstDrawAt - top.panelAt : null,
    applyToFilled: last - applyAt,
    applyToFirstValue: first - applyAt,
    firstToLastValue: last - first,
    rows,
    filled,
    hidden: [shown, ...probes].some((probe) => probe && probe.visibility !== 'visible'),
  };
  return { sample, expected };
}
