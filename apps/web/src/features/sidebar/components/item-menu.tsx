import { texts } from '@filldeck/shared';
import { type RowAction, RowMenu, type RowMenuItem } from '#components/row-menu.tsx';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import type { SidebarItem } from '../types.ts';

/** Shown on hover or keyboard focus of the row, while open, and always on touch screens. */
export const rowControlClasses =
  'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 ' +
  'data-[state=open]:opacity-100 [@media(hover:none)]:opacity-100';

const TEMPLATE_MENU: readonly (readonly RowMenuItem[])[] = [['rename', 'move', 'delete'], ['close']];
const PROJECT_MENU: readonly (readonly RowMenuItem[])[] = [['rename', 'delete'], ['close']];

/** An item's menu: Rename, Move to Project (templates only), Delete, Close. */
export function ItemMenu({ item }: { item: SidebarItem }) {
  const { open, isDeleting } = useSidebarDialogs();

  const onAction = (action: RowAction, opener: HTMLElement | null) => {
    if (item.type === 'template' && item.locked && action !== 'delete') {
      open({ kind: 'oops', message: texts.sidebar.lockedTemplateClick, suggestsUpgrade: true }, opener);
    } else if (action === 'move') {
      if (item.type === 'template') open({ kind: 'move', item }, opener);
    } else if (action !== 'duplicate') {
      open({ kind: action, item }, opener);
    }
  };

  return (
    <RowMenu
      name={item.name}
      groups={item.type === 'template' ? TEMPLATE_MENU : PROJECT_MENU}
      onAction={onAction}
      isDeleting={isDeleting}
      align="start"
      triggerClassName={`size-7 hover:bg-zinc-200 dark:hover:bg-zinc-700 ${rowControlClasses}`}
    />
  );
}
