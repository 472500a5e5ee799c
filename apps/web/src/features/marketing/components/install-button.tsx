import { ChromeIcon } from '#components/brand-icons.tsx';
import { buttonClasses } from '#components/ui/button.tsx';
import { INSTALL_LINK_ATTRIBUTE, INSTALL_NOTE_ATTRIBUTE, installLink } from '#lib/install-link.ts';
import { useInstallInfo } from '#lib/use-extension-install.ts';

/** "Add to Chrome": the store page, this server's zip, or sign-in (installLink). */
export function InstallButton({ size = 'lg', className }: { size?: 'sm' | 'lg'; className?: string }) {
  const link = installLink(useInstallInfo().data);
  return (
    <a
      href={link.href}
      rel={link.rel}
      download={link.download}
      {...{ [INSTALL_LINK_ATTRIBUTE]: '' }}
      className={buttonClasses('primary', size, className)}
    >
      <span className="inline-flex rounded-full bg-white p-px">
        <ChromeIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
      </span>
      Add to Chrome
    </a>
  );
}

const code = 'rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.8125rem] dark:bg-zinc-800';

/**
 * Under "Add to Chrome" while FillDeck has no store listing: what the button downloads and what
 * to do with it (the dashboard's "Get the extension" page has the steps with pictures).
 */
export function InstallNote({ className }: { className?: string }) {
  const link = installLink(useInstallInfo().data);
  return (
    <p {...{ [INSTALL_NOTE_ATTRIBUTE]: '' }} hidden={link.download === undefined} className={className}>
      FillDeck is not in the Chrome Web Store yet: Add to Chrome downloads it as a zip. Unzip it, open{' '}
      <code className={code}>chrome://extensions</code>, turn on Developer mode and choose Load unpacked. Once you sign
      in, Get the extension walks you through it.
    </p>
  );
}
