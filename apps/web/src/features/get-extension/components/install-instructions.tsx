import type { ExtensionInstallInfo } from '@filldeck/shared';
import { Download } from 'lucide-react';
import { buttonClasses } from '#components/ui/button.tsx';

const code = 'rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.8125rem] dark:bg-zinc-800';

/** How to install, as this server offers the extension: from the store, or its zip loaded unpacked. */
export function InstallInstructions({ info }: { info: ExtensionInstallInfo }) {
  if (info.storeUrl) {
    return (
      <>
        <p>Add FillDeck from its store page. It works in Chrome, Edge and Brave.</p>
        <a href={info.storeUrl} rel="noopener" className={buttonClasses('primary', 'md', 'self-start')}>
          Add to Chrome
        </a>
        <p>Then pin FillDeck to the toolbar (the puzzle-piece menu) to find it quickly.</p>
      </>
    );
  }
  if (info.downloadUrl) {
    return (
      <>
        <p>
          This FillDeck server offers the extension as a zip, set up to work with it
          {info.version ? ` (version ${info.version})` : ''}.
        </p>
        <a href={info.downloadUrl} download className={buttonClasses('primary', 'md', 'self-start')}>
          <Download aria-hidden="true" className="size-4" />
          Download the extension (.zip)
        </a>
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>Unzip it. You get a folder named filldeck-extension.</li>
          <li>
            Open <code className={code}>chrome://extensions</code> in a new tab (Edge:{' '}
            <code className={code}>edge://extensions</code>, Brave: <code className={code}>brave://extensions</code>
            ).
          </li>
          <li>Turn on Developer mode (top right).</li>
          <li>Click Load unpacked and choose the filldeck-extension folder.</li>
          <li>Pin FillDeck to the toolbar (the puzzle-piece menu) to find it quickly.</li>
        </ol>
      </>
    );
  }
  return (
    <p>
      This FillDeck server has no extension build yet. Whoever runs it can make one with{' '}
      <code className={code}>npm run build</code>; then come back to this page.
    </p>
  );
}
