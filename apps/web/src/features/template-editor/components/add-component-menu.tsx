import { type Component, texts } from '@filldeck/shared';
import { Lock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#components/ui/dropdown-menu.tsx';
import { textLinkClasses } from '#components/ui/text-link.tsx';

interface AddComponentMenuProps {
  /** The user's components that are not in the template yet, oldest first. */
  available: readonly Component[];
  onAdd: (componentId: string) => void;
  /** A locked component was chosen. */
  onLocked: () => void;
}

/** 'Add component': a menu of the user's components not yet in the template; locked ones explain why not. */
export function AddComponentMenu({ available, onAdd, onLocked }: AddComponentMenuProps) {
  if (available.length === 0) {
    return (
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {texts.editor.noAvailableComponents}{' '}
        <Link to="/default-info" className={textLinkClasses}>
          {texts.shell.manageFieldComponents}
        </Link>
      </p>
    );
  }
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Add component
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>Your components</DropdownMenuLabel>
        {available.map((component) => (
          <DropdownMenuItem
            key={component.id}
            onSelect={() => (component.locked ? onLocked() : onAdd(component.id))}
            className={component.locked ? 'text-zinc-500 dark:text-zinc-400' : undefined}
          >
            <span className="min-w-0 flex-1 truncate">{component.title}</span>
            {component.locked ? (
              <>
                <Lock aria-hidden="true" className="text-amber-700! dark:text-amber-300!" />
                <span className="sr-only">(locked)</span>
              </>
            ) : (
              <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                {component.fields.length === 1 ? '1 field' : `${component.fields.length} fields`}
              </span>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
