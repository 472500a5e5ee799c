import { ChromeIcon } from '../../../components/brand-icons.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { INSTALL_LINK_ATTRIBUTE, installLink } from '../../../lib/install-link.ts';
import { useInstallInfo } from '../../../lib/use-extension-install.ts';

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
