/**
 * Collects LCP, CLS, FCP and long tasks from the first moment of the page (added with
 * page.addInitScript, so nothing is missed), into `window.__filldeckMetrics`.
 */
export const COLLECT_METRICS = `
(() => {
  const m = { lcp: 0, lcpElement: '', cls: 0, shifts: [], fcp: 0, longTaskEnds: [] };
  window.__filldeckMetrics = m;
  const watch = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); } catch {}
  };
  watch('largest-contentful-paint', (e) => {
    m.lcp = e.startTime;
    const el = e.element;
    m.lcpElement = el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '';
  });
  watch('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    m.cls += e.value;
    const moved = (e.sources || []).map((x) => x.node ? (x.node.nodeName || '').toLowerCase() + (x.node.className && typeof x.node.className === 'string' ? '.' + x.node.className.split(' ').slice(0, 3).join('.') : '') + ' y ' + x.previousRect.y + '→' + x.currentRect.y : '?');
    m.shifts.push(Math.round(e.startTime) + ' ms ' + e.value.toFixed(3) + ': ' + moved.join(', '));
  });
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  watch('longtask', (e) => { m.longTaskEnds.push(e.startTime + e.duration); });
})();
`;

export interface RawMetrics {
  lcp: number;
  /** The LCP element: its tag and the start of its text. */
  lcpElement: string;
  /** Each layout shift: when, how much, and what moved from where to where. */
  shifts: string[];
  cls: number;
  fcp: number;
  longTaskEnds: number[];
  domContentLoaded: number;
}

/** What the page reports (evaluated once it has settled; a string, so nothing is compiled into it). */
export const READ_METRICS = `({
  ...window.__filldeckMetrics,
  domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
})`;

/**
 * Time to interactive, approximated the way Lighthouse defines it: the end of the last long task
 * (≥ 50 ms) that ends after first contentful paint, or DOMContentLoaded when it is later (the page
 * was then idle for the rest of the measured window, 5 s or more).
 */
export function timeToInteractive(m: RawMetrics): number {
  const lastLongTask = Math.max(0, ...m.longTaskEnds.filter((end) => end >= m.fcp));
  return Math.max(m.fcp, m.domContentLoaded, lastLongTask);
}
