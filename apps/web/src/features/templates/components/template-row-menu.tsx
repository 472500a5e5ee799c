import { messages, type Template } from '@filldeck/shared';
import { Copy, FolderInput, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

export type TemplateRowAction = 'rename' | 'move' | 'duplicate' | 'delete';

/** What a row's menu asks for; `opener` is the menu's button, where focus returns afterwards. */
export type OnTemplateRowAction = (action: TemplateRowAction, template: Template, opener: HTMLElement | null) => void;

interface TemplateRowMenuProps {
  template: Template;
  onAction: OnTemplateRowAction;
  /** True while a delete runs: Delete is refused meanwhile. */
  isDeleting?: boolean;
}

/** A row's own menu (Radix: arrow keys, typeahead, Escape): Rename, Move to Project, Duplicate, Delete. */
export function TemplateRowMenu({ template, onAction, isDeleting = false }: TemplateRowMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A chosen action may open a dialog, which takes focus; the menu must not pull it back.
  const isOpeningDialog = useRef(false);
  const choose = (action: TemplateRowAction) => {
    isOpeningDialog.current = action !== 'duplicate';
    onAction(action, template, triggerRef.current);
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={`More actions for ${template.name}`}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 data-[state=open]:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:data-[state=open]:bg-zinc-800"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
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
        <DropdownMenuItem onSelect={() => choose('move')}>
          <FolderInput aria-hidden="true" />
          {messages.sidebar.moveToProject}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => choose('duplicate')}>
          <Copy aria-hidden="true" />
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => choose('delete')}
          disabled={isDeleting}
          className="text-red-700 dark:text-red-400 [&_svg]:text-red-600 dark:[&_svg]:text-red-400"
        >
          <Trash2 aria-hidden="true" />
          {messages.sidebar.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
