import { texts } from '@filldeck/shared';
import { Copy, FolderInput, type LucideIcon, MoreHorizontal, Pencil, Trash2, X } from 'lucide-react';
import { Fragment, useRef } from 'react';
import { cn } from '#lib/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

/** What a row's menu can ask for. Each opens a dialog except Duplicate, which only says what it did. */
export type RowAction = 'rename' | 'move' | 'duplicate' | 'delete';

/** A menu line: an action, or Close, which only closes the menu. */
export type RowMenuItem = RowAction | 'close';

const ITEMS: Record<RowMenuItem, { label: string; Icon: LucideIcon }> = {
  rename: { label: texts.sidebar.rename, Icon: Pencil },
  move: { label: texts.sidebar.moveToProject, Icon: FolderInput },
  duplicate: { label: 'Duplicate', Icon: Copy },
  delete: { label: texts.sidebar.delete, Icon: Trash2 },
  close: { label: texts.sidebar.close, Icon: X },
};

const dangerClasses = 'text-red-700 dark:text-red-400 [&_svg]:text-red-600 dark:[&_svg]:text-red-400';

interface RowMenuProps {
  /** The row's name: the menu's button is "More actions for <name>". */
  name: string;
  /** The menu's lines in order, a separator between groups. */
  groups: readonly (readonly RowMenuItem[])[];
  /** A chosen action; `opener` is the menu's button, where focus returns afterwards. */
  onAction: (action: RowAction, opener: HTMLButtonElement | null) => void;
  /** True while a delete runs: Delete is refused meanwhile. */
  isDeleting?: boolean;
  align: 'start' | 'end';
  /** The button's size, background and visibility, which differ by where the row stands. */
  triggerClassName: string;
}

/** A row's own menu (Radix: arrow keys, typeahead, Escape), for the sidebar's rows and the templates lists. */
export function RowMenu({ name, groups, onAction, isDeleting = false, align, triggerClassName }: RowMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A chosen action may open a dialog, which takes focus; the menu must not pull it back to its button.
  const isOpeningDialog = useRef(false);
  const choose = (action: RowAction) => {
    isOpeningDialog.current = action !== 'duplicate';
    onAction(action, triggerRef.current);
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={`More actions for ${name}`}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-md text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
          triggerClassName,
        )}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align={align}
        className="min-w-48"
        onCloseAutoFocus={(event) => {
          if (!isOpeningDialog.current) return;
          isOpeningDialog.current = false;
          event.preventDefault();
        }}
      >
        {groups.map((group, index) => (
          <Fragment key={group.join()}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            {group.map((item) => {
              const { label, Icon } = ITEMS[item];
              return (
                <DropdownMenuItem
                  key={item}
                  onSelect={item === 'close' ? undefined : () => choose(item)}
                  disabled={item === 'delete' ? isDeleting : undefined}
                  className={item === 'delete' ? dangerClasses : undefined}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </DropdownMenuItem>
              );
            })}
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
