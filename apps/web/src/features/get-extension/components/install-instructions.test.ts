// @vitest-environment happy-dom
import type { ExtensionInstallInfo } from '@filldeck/shared';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { InstallInstructions } from './install-instructions.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

function render(info: ExtensionInstallInfo) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => root?.render(createElement(InstallInstructions, { info })));
  return container;
}

const link = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('a')].find((a) => a.textContent?.trim() === name);

const steps = (container: HTMLElement) => [...container.querySelectorAll('ol > li')].map((li) => li.textContent);

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('how to install the extension from this server', () => {
  it('with a store listing: Add to Chrome opens the store, and there is no zip', () => {
    const page = render({
      storeUrl: 'https://chromewebstore.google.com/detail/filldeck/abc',
      downloadUrl: null,
      version: null,
    });
    const add = link(page, 'Add to Chrome');
    expect(add?.getAttribute('href')).toBe('https://chromewebstore.google.com/detail/filldeck/abc');
    expect(add?.hasAttribute('download')).toBe(false);
    expect(page.textContent).toContain('Chrome, Edge and Brave');
    expect(link(page, 'Download the extension (.zip)')).toBeUndefined();
    expect(steps(page)).toEqual([]);
  });

  it('with a zip: downloads it and explains loading it unpacked, with its version', () => {
    const page = render({ storeUrl: null, downloadUrl: '/downloads/filldeck-extension.zip', version: '0.1.0' });
    const download = link(page, 'Download the extension (.zip)');
    expect(download?.getAttribute('href')).toBe('/downloads/filldeck-extension.zip');
    expect(download?.hasAttribute('download')).toBe(true);
    expect(page.textContent).toContain('version 0.1.0');
    expect(steps(page)).toEqual([
      'Unzip it. You get a folder named filldeck-extension.',
      'Open chrome://extensions in a new tab (Edge: edge://extensions, Brave: brave://extensions).',
      'Turn on Developer mode (top right).',
      'Click Load unpacked and choose the filldeck-extension folder.',
      'Pin FillDeck to the toolbar (the puzzle-piece menu) to find it quickly.',
    ]);
    expect(link(page, 'Add to Chrome')).toBeUndefined();
  });

  it('without a build: says so and how the operator makes one, with nothing to click', () => {
    const page = render({ storeUrl: null, downloadUrl: null, version: null });
    expect(page.textContent).toContain('This FillDeck server has no extension build yet.');
    expect(page.querySelector('code')?.textContent).toBe('npm run build');
    expect(page.querySelectorAll('a')).toHaveLength(0);
  });
});
