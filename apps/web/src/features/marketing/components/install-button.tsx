import { ChromeIcon } from '../../../components/brand-icons.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { siteLinks } from '../../../lib/site-links.ts';

/** "Add to Chrome": a plain link to the extension's Chrome Web Store page. */
export function InstallButton({ size = 'lg', className }: { size?: 'sm' | 'lg'; className?: string }) {
  return (
    <a href={siteLinks.chromeWebStore} rel="noopener" className={buttonClasses('primary', size, className)}>
      <span className="inline-flex rounded-full bg-white p-px">
        <ChromeIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
      </span>
      Add to Chrome
    </a>
  );
}
