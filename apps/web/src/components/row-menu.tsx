import { MoreHorizontal } from 'lucide-react';
import { cn } from '#lib/cn.ts';
import { onDemand } from '#lib/on-demand.ts';
import type { RowMenuProps } from './row-menu-radix.tsx';
import { useMenuOnDemand } from './ui/menu-on-demand.ts';

export type { RowAction, RowMenuItem } from './row-menu-radix.tsx';

const radixRowMenu = onDemand(async () => (await import('./row-menu-radix.tsx')).RadixRowMenu);

const icon = <MoreHorizontal aria-hidden="true" className="size-4" />;

/**
 * A row's own menu, for the sidebar's rows and the templates lists: a light button on the page,
 * the Radix menu (arrow keys, typeahead, Escape) fetched when the button is first pointed at or
 * focused, and opened by the same presses.
 */
export function RowMenu(props: RowMenuProps) {
  const { Menu, start, triggerProps } = useMenuOnDemand(radixRowMenu);
  const triggerClasses = cn(
    'inline-flex shrink-0 items-center justify-center rounded-md text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
    props.triggerClassName,
  );
  if (Menu) return <Menu {...props} start={start} triggerClasses={triggerClasses} triggerIcon={icon} />;
  return (
    <button {...triggerProps} aria-label={`More actions for ${props.name}`} className={triggerClasses}>
      {icon}
    </button>
  );
}
