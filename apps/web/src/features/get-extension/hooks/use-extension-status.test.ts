// @vitest-environment happy-dom
import { EXTENSION_PING, EXTENSION_STATUS } from '@filldeck/shared';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_WITHIN_MS, useExtensionStatus } from './use-extension-status.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let pings: unknown[];

function Probe() {
  return createElement('output', null, JSON.stringify(useExtensionStatus()));
}

const shown = () => JSON.parse(document.querySelector('output')?.textContent ?? 'null');

/** The extension's content script speaking into this window (or, with overrides, someone else). */
function answer(data: unknown, overrides: { origin?: string; source?: unknown } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: overrides.origin ?? window.location.origin,
        source: (overrides.source ?? window) as Window,
      }),
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  pings = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => {
    pings.push(message);
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(createElement(Probe)));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('whether the extension is in this browser', () => {
  it('asks on mount and is checking until the extension answers, then absent', () => {
    expect(pings).toEqual([{ type: EXTENSION_PING }]);
    expect(shown()).toEqual({ state: 'checking' });
    act(() => vi.advanceTimersByTime(ANSWER_WITHIN_MS - 1));
    expect(shown()).toEqual({ state: 'checking' });
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual({ state: 'absent' });
  });

  it('is installed when the extension answers without a session, connected with one', () => {
    answer({ type: EXTENSION_STATUS, version: '0.1.0', signedIn: false, name: null });
    expect(shown()).toEqual({ state: 'installed', version: '0.1.0', wantsSession: false });
    answer({ type: EXTENSION_STATUS, version: '0.1.0', signedIn: true, name: 'Ada Lovelace' });
    expect(shown()).toEqual({ state: 'connected', version: '0.1.0', name: 'Ada Lovelace' });
    act(() => vi.advanceTimersByTime(ANSWER_WITHIN_MS * 2));
    expect(shown()).toEqual({ state: 'connected', version: '0.1.0', name: 'Ada Lovelace' });
  });

  it('ignores messages from another origin, another window or in another shape', () => {
    const good = { type: EXTENSION_STATUS, version: '0.1.0', signedIn: true, name: 'Ada' };
    answer(good, { origin: 'https://evil.example' });
    answer(good, { source: { name: 'an iframe' } });
    answer({ ...good, signedIn: 'yes' });
    answer({ type: EXTENSION_PING });
    act(() => vi.advanceTimersByTime(ANSWER_WITHIN_MS));
    expect(shown()).toEqual({ state: 'absent' });
  });

  it('asks again when the window gets focus back, and hears an extension installed meanwhile', () => {
    act(() => vi.advanceTimersByTime(ANSWER_WITHIN_MS));
    expect(shown()).toEqual({ state: 'absent' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(pings).toEqual([{ type: EXTENSION_PING }, { type: EXTENSION_PING }]);
    answer({ type: EXTENSION_STATUS, version: '0.2.0', signedIn: true, name: null });
    expect(shown()).toEqual({ state: 'connected', version: '0.2.0', name: null });
  });

  it('stops listening when the page closes', () => {
    act(() => root.unmount());
    root = createRoot(document.body.appendChild(document.createElement('div')));
    answer({ type: EXTENSION_STATUS, version: '0.1.0', signedIn: true, name: 'Ada' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(pings).toEqual([{ type: EXTENSION_PING }]);
  });
});
