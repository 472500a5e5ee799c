// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PanelHost } from './panel-host.ts';

// The browser's visibility reports (IntersectionObserver v2) and layout, played by the test: happy-dom
// has neither. Each report is what Chromium sends, late, when the preview's visibility changes.
let report: (visible: boolean) => void = () => {};

class FakeObserver {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = (visible) => this.callback([{ intersectionRatio: 1, isVisible: visible } as never]);
  }
  observe() {}
  disconnect() {}
}

const SHOWN_STYLE = {
  display: 'block',
  visibility: 'visible',
  opacity: '1',
  filter: 'none',
  transform: 'none',
  clipPath: 'none',
  mixBlendMode: 'normal',
  content: 'none',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'IntersectionObserverEntry',
    class {
      isVisible = true;
    },
  );
  Object.defineProperty(globalThis.IntersectionObserverEntry.prototype, 'isVisible', { value: true });
  vi.stubGlobal('getComputedStyle', () => SHOWN_STYLE);
  vi.spyOn(HTMLIFrameElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(window.innerWidth - 376, 16, 360, 300),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.querySelector('filldeck-panel')?.remove();
});

const openPanel = () => new PanelHost('', { side: 'right', x: 16, y: 16 }, () => {});

/** A preview the browser has seen fully visible for a while. */
async function shownPanel() {
  const panel = openPanel();
  report(true);
  await vi.advanceTimersByTimeAsync(500);
  return panel;
}

/** A click in the preview now: whether it counts, once the check has waited as long as it does. */
async function click(panel: PanelHost, whileWaiting: () => void = () => {}) {
  let answer: boolean | undefined;
  const check = panel.isShownProperly().then((shown) => {
    answer = shown;
  });
  await vi.advanceTimersByTimeAsync(100);
  whileWaiting();
  await vi.advanceTimersByTimeAsync(3000);
  await check;
  return answer;
}

describe('whether a click in the preview counts', () => {
  it('counts once the browser has seen the preview fully visible for a moment', async () => {
    const panel = await shownPanel();
    expect(await click(panel)).toBe(true);
  });

  it('is refused at once when the page covered the preview', async () => {
    const panel = await shownPanel();
    report(false);
    // The page takes its cover off when the click comes: too late, the click was refused.
    expect(await click(panel, () => report(true))).toBe(false);
  });

  it('waits, after the user dragged the preview, for the browser to see it again uncovered by the drag layer', async () => {
    const panel = await shownPanel();
    panel.startDrag(10, 10);
    report(false); // the drag layer over the whole window
    await vi.advanceTimersByTimeAsync(300);
    panel.stopDrag();
    // The browser, busy, has not reported the layer gone yet when the user clicks Apply.
    expect(await click(panel, () => report(true))).toBe(true);
  });

  it('still refuses a click after a drag when the preview never shows again', async () => {
    const panel = await shownPanel();
    panel.startDrag(10, 10);
    report(false);
    panel.stopDrag();
    expect(await click(panel)).toBe(false);
  });

  it('refuses a click long after a drag while the preview is still reported covered', async () => {
    const panel = await shownPanel();
    panel.startDrag(10, 10);
    report(false);
    panel.stopDrag();
    // The page covered it as the drag ended, and uncovers it when the user clicks.
    await vi.advanceTimersByTimeAsync(5000);
    expect(await click(panel, () => report(true))).toBe(false);
  });

  it('does not take a resize the page fires for the end of a drag', async () => {
    const panel = await shownPanel();
    window.dispatchEvent(new Event('resize'));
    report(false);
    expect(await click(panel, () => report(true))).toBe(false);
  });
});
