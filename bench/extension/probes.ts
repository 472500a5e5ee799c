// What the bench watches inside the browser, as strings (nothing compiled into them): added to
// every frame with context.addInitScript, so they are there from the first moment of each
// document. They only listen (events, DOM mutations); the extension's code is not changed.
// Times are Date.now(), the wall clock every process of the browser and the bench share.

/** The record a probe keeps in its frame, as `window.__benchProbe`. */
export interface ProbeRecord {
  /** Page frames: when the extension's <filldeck-panel> (the preview's frame) entered the page. */
  panelAt: number;
  /** Page frames: when each `input`/`change` event reached a field (the fill script dispatches them). */
  events: number[];
  /** Preview frame: when the panel first showed anything (the "Reading the page…" view). */
  firstDrawAt: number;
  /** Preview frame: when the first row of proposed values entered the DOM… */
  rowsDomAt: number;
  /** …and the next frame after it (requestAnimationFrame, then a task: the rows are painted). */
  rowsShownAt: number;
  /** Preview frame: when Apply was clicked. */
  applyAt: number;
  /** The document's visibility when the probe last looked (a hidden page would throttle frames). */
  visibility: string;
}

export const PROBE = `
(() => {
  if (window.__benchProbe) return;
  const probe = { panelAt: 0, events: [], firstDrawAt: 0, rowsDomAt: 0, rowsShownAt: 0, applyAt: 0, visibility: document.visibilityState };
  window.__benchProbe = probe;
  const onReady = (fn) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', fn) : fn());
  if (location.protocol === 'chrome-extension:') {
    if (location.pathname !== '/preview.html') return;
    onReady(() => {
      const panel = document.getElementById('panel');
      if (!panel) return;
      const check = () => {
        if (!probe.firstDrawAt && panel.childElementCount > 0) probe.firstDrawAt = Date.now();
        if (!probe.rowsDomAt && panel.querySelector('.row')) {
          probe.rowsDomAt = Date.now();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              probe.rowsShownAt = Date.now();
              probe.visibility = document.visibilityState;
            };
            channel.port2.postMessage(0);
          });
        }
      };
      new MutationObserver(check).observe(panel, { childList: true });
      check();
    });
    document.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && button.textContent.trim() === 'Apply') probe.applyAt = Date.now();
    }, true);
    return;
  }
  const isField = (t) => t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement;
  for (const type of ['input', 'change']) {
    document.addEventListener(type, (event) => { if (isField(event.target)) probe.events.push(Date.now()); }, true);
  }
  onReady(() => {
    const look = () => {
      if (probe.panelAt || !document.querySelector('filldeck-panel')) return;
      probe.panelAt = Date.now();
      probe.visibility = document.visibilityState;
    };
    new MutationObserver(look).observe(document.documentElement, { childList: true });
    look();
  });
})();
`;

/** Reads a frame's probe record. */
export const READ_PROBE = 'window.__benchProbe ?? null';

/** How many of the frame's own fields differ from how the page served them (the DOM's values). */
const changed = `[...document.querySelectorAll('input, select, textarea')].filter((el) => {
  if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement && el.multiple) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLSelectElement) {
    const served = [...el.options].findIndex((o) => o.defaultSelected);
    return el.selectedIndex !== Math.max(0, served);
  }
  return el.value !== el.defaultValue;
})`;
export const CHANGED_FIELDS = `${changed}.length`;

/** The changed fields the extension did not mark as filled (changed by the page, or by another field's fill). */
export const CHANGED_UNMARKED = `${changed}.filter((el) => !el.hasAttribute('data-filldeck-filled')).map((el) => el.id || el.name)`;

/** Records when "Fill this page" is clicked in the popup, as `window.__benchClickAt`. */
export const WATCH_FILL_CLICK = `document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button && button.textContent.trim() === 'Fill this page') window.__benchClickAt = Date.now();
}, true)`;
