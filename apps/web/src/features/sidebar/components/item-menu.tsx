import { messages } from '@filldeck/shared';
import { FolderInput, MoreHorizontal, Pencil, Trash2, X } from 'lucide-react';
import { useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { useSidebarDialogs } from '../hooks/use-sidebar-dialogs.ts';
import type { SidebarItem } from '../types.ts';

/** Shown on hover or keyboard focus of the row, while open, and always on touch screens. */
export const rowControlClasses =
  'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 ' +
  'data-[state=open]:opacity-100 [@media(hover:none)]:opacity-100';

/** An item's menu: Rename, Move to Project (templates only), Delete, Close. */
export function ItemMenu({ item }: { item: SidebarItem }) {
  const { open, isDeleting } = useSidebarDialogs();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A chosen action opens a dialog, which takes focus; the menu must not pull it back to the trigger.
  const isOpeningDialog = useRef(false);

  const choose = (kind: 'rename' | 'move' | 'delete') => {
    isOpeningDialog.current = true;
    const opener = triggerRef.current;
    if (item.type === 'template' && item.locked && kind !== 'delete') {
      open({ kind: 'oops', message: messages.sidebar.lockedTemplateClick, suggestsUpgrade: true }, opener);
    } else if (kind === 'move') {
      if (item.type === 'template') open({ kind: 'move', item }, opener);
    } else {
      open({ kind, item }, opener);
    }
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={`More actions for ${item.name}`}
        className={`inline-flex size-7 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-700 dark:hover:text-zinc-100 ${rowControlClasses}`}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="min-w-48"
        onCloseAutoFocus={(event) => {
          if (!isOpeningDialog.current) return;
          isOpeningDialog.current = false;
          event.preventDefault();
        }}
      >
        <DropdownMenuItem onSelect={() => choose('rename')}>
          <Pencil aria-hidden="true" />
          {messages.sidebar.rename}
        </DropdownMenuItem>
        {item.type === 'template' ? (
          <DropdownMenuItem onSelect={() => choose('move')}>
            <FolderInput aria-hidden="true" />
            {messages.sidebar.moveToProject}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          onSelect={() => choose('delete')}
          disabled={isDeleting}
          className="text-red-700 dark:text-red-400 [&_svg]:text-red-600 dark:[&_svg]:text-red-400"
        >
          <Trash2 aria-hidden="true" />
          {messages.sidebar.delete}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem>
          <X aria-hidden="true" />
          {messages.sidebar.close}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
