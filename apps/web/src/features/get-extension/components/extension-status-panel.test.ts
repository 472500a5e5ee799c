// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExtensionStatus } from '../hooks/extension-status.ts';
import { ExtensionStatusPanel } from './extension-status-panel.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let connects: ExtensionStatus[] = [];

/** The text of the panel's live region, as a screen reader would announce it. */
function announced(status: ExtensionStatus, extra: { isConnecting?: boolean; hasConnectFailed?: boolean } = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(createElement(ExtensionStatusPanel, { status, onConnect: () => connects.push(status), ...extra })),
  );
  const region = container.querySelectorAll('[role="status"]');
  expect(region).toHaveLength(1);
  const lines = [...(region[0]?.querySelectorAll('p') ?? [])].map((p) => p.textContent?.trim());
  return { text: region[0]?.textContent?.trim(), lines, buttons: container.querySelectorAll('button') };
}

afterEach(() => {
  connects = [];
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('the extension status panel', () => {
  it('is quiet while checking', () => {
    expect(announced({ state: 'checking' }).text).toBe('Checking for the extension…');
  });

  it('says when the extension is not in this browser', () => {
    expect(announced({ state: 'absent' }).text).toBe("FillDeck isn't installed in this browser yet.");
  });

  it('offers to connect this browser when the extension is installed but not connected', () => {
    const status = { state: 'installed', version: '0.1.0', wantsSession: false } as const;
    const { lines, buttons } = announced(status);
    expect(lines).toEqual(['FillDeck is installed but not connected to your account.']);
    expect([...buttons].map((b) => b.textContent)).toEqual(['Connect this browser']);
    act(() => buttons[0]?.click());
    expect(connects).toEqual([status]);
  });

  it('shows the connect under way, and says when it failed', () => {
    const status = { state: 'installed', version: '0.1.0', wantsSession: true } as const;
    const busy = announced(status, { isConnecting: true });
    expect(busy.buttons[0]?.disabled).toBe(true);
    expect(busy.buttons[0]?.getAttribute('aria-busy')).toBe('true');
    act(() => root?.unmount());
    expect(announced(status, { hasConnectFailed: true }).lines).toEqual([
      'FillDeck is installed but not connected to your account.',
      'FillDeck could not connect. Try again in a moment.',
    ]);
  });

  it('names the account when connected', () => {
    expect(announced({ state: 'connected', version: '0.1.0', name: 'Ada Lovelace' }).lines).toEqual([
      'FillDeck is connected in this browser',
      'Signed in as Ada Lovelace. Version 0.1.0.',
    ]);
    expect(announced({ state: 'connected', version: '0.1.0', name: null }).lines).toEqual([
      'FillDeck is connected in this browser',
      'Version 0.1.0.',
    ]);
  });
});
