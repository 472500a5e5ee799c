// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExtensionStatus } from '../hooks/extension-status.ts';
import { ExtensionStatusPanel } from './extension-status-panel.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** The text of the panel's live region, as a screen reader would announce it. */
function announced(status: ExtensionStatus) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(createElement(ExtensionStatusPanel, { status })));
  const region = container.querySelectorAll('[role="status"]');
  expect(region).toHaveLength(1);
  const lines = [...(region[0]?.querySelectorAll('p') ?? [])].map((p) => p.textContent?.trim());
  return { text: region[0]?.textContent?.trim(), lines, buttons: container.querySelectorAll('button') };
}

afterEach(() => {
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

  it('asks for a reload when the extension is installed but not signed in', () => {
    const { text, buttons } = announced({ state: 'installed', version: '0.1.0' });
    expect(text).toContain('FillDeck is installed but not signed in. Reload this page to connect it.');
    expect([...buttons].map((b) => b.textContent)).toEqual(['Reload']);
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
