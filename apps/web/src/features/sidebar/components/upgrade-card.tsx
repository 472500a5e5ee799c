import { texts } from '@filldeck/shared';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';

/**
 * Free plan only: the upgrade prompt (docs/product.md#the-signed-in-shell-and-the-sidebar) and a
 * link to /subscription.
 */
export function UpgradeCard({ isCollapsed }: { isCollapsed: boolean }) {
  if (isCollapsed) {
    return (
      <Link
        to="/subscription"
        title="Upgrade"
        className="mx-auto flex size-10 items-center justify-center rounded-md bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-400/15 dark:text-amber-300 dark:hover:bg-amber-400/25"
      >
        <Crown aria-hidden="true" className="size-4" />
        <span className="sr-only">Upgrade</span>
      </Link>
    );
  }
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-400/20 dark:bg-amber-400/10">
      <div className="flex items-start gap-2.5">
        <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        <p className="text-sm text-amber-950 dark:text-amber-100">{texts.shell.upgradeToPro}</p>
      </div>
      <Link to="/subscription" className={buttonClasses('primary', 'sm', 'mt-3 w-full')}>
        Upgrade
      </Link>
    </div>
  );
}
