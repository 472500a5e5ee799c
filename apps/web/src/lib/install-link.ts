import { EXTENSION_DOWNLOAD_PATH, type ExtensionInstallInfo } from '@filldeck/shared/extension-contract';

// No React and no schemas here: the prerendered public pages' script (src/static-page.ts) uses it too.

/** The attribute "Add to Chrome" links carry, so the prerendered pages' script can point them. */
export const INSTALL_LINK_ATTRIBUTE = 'data-install-link';

/** The attribute of the note saying how to install the zip, shown only while the link downloads it. */
export const INSTALL_NOTE_ATTRIBUTE = 'data-install-note';

export interface InstallLink {
  href: string;
  rel: string | undefined;
  /** Set (empty) when the link downloads the zip. */
  download: string | undefined;
}

/**
 * Where "Add to Chrome" goes: the extension's store page when the server names one
 * (EXTENSION_STORE_URL), else this server's zip of the extension (its install steps are on the
 * dashboard's "Get the extension" page), else sign-in, where the dashboard explains the rest.
 * Until the server answers (`info` undefined): the zip, what a server without a store listing offers.
 */
export function installLink(info: ExtensionInstallInfo | undefined): InstallLink {
  const storeUrl = info?.storeUrl ?? null;
  const downloadUrl = info ? info.downloadUrl : EXTENSION_DOWNLOAD_PATH;
  return {
    href: storeUrl ?? downloadUrl ?? '/login',
    rel: storeUrl ? 'noopener' : undefined,
    download: !storeUrl && downloadUrl ? '' : undefined,
  };
}
