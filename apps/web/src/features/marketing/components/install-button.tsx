import { EXTENSION_DOWNLOAD_PATH } from '@filldeck/shared';
import { ChromeIcon } from '../../../components/brand-icons.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useInstallInfo } from '../../../lib/use-extension-install.ts';

/**
 * "Add to Chrome": the extension's store page when the server names one (EXTENSION_STORE_URL),
 * else this server's zip of the extension (its install steps are on the dashboard's "Get the
 * extension" page), else sign-in, where the dashboard explains the rest.
 */
export function InstallButton({ size = 'lg', className }: { size?: 'sm' | 'lg'; className?: string }) {
  const info = useInstallInfo();
  const storeUrl = info.data?.storeUrl ?? null;
  // Until the server answers, the zip: what a server without a store listing offers.
  const downloadUrl = info.data ? info.data.downloadUrl : EXTENSION_DOWNLOAD_PATH;
  const href = storeUrl ?? downloadUrl ?? '/login';
  return (
    <a
      href={href}
      rel={storeUrl ? 'noopener' : undefined}
      download={!storeUrl && downloadUrl ? '' : undefined}
      className={buttonClasses('primary', size, className)}
    >
      <span className="inline-flex rounded-full bg-white p-px">
        <ChromeIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
      </span>
      Add to Chrome
    </a>
  );
}
