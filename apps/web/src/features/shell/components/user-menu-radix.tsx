import { texts } from '@filldeck/shared';
import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#components/ui/dropdown-menu.tsx';
import { type MenuStart, useFirstOpenFocus } from '#components/ui/menu-on-demand.ts';
import { displayName } from '#lib/user-display.ts';
import { ThemeMenuGroup } from './theme-menu-group.tsx';

export interface UserMenuUser {
  displayName: string;
  email: string;
  photoURL: string | null;
  plan: string;
}

export interface UserMenuProps {
  user: UserMenuUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}

interface RadixUserMenuProps extends UserMenuProps {
  start: MenuStart;
  /** The trigger's classes and contents, the same as the light button's it replaces. */
  triggerClasses: string;
  triggerContent: ReactNode;
}

/** The account menu itself (Radix), loaded on first use by `UserMenu`. */
export function RadixUserMenu({
  user,
  onLogout,
  isLoggingOut,
  start,
  triggerClasses,
  triggerContent,
}: RadixUserMenuProps) {
  const name = displayName(user.displayName);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusFirstItem = useFirstOpenFocus(start);
  // It replaces the light button: keep that button's focus.
  useEffect(() => {
    if (start.isTriggerFocused && !start.isOpen) triggerRef.current?.focus();
  }, [start]);
  return (
    // Not modal: a modal menu hides the page with aria-hidden while open, which axe reports.
    <DropdownMenu modal={false} defaultOpen={start.isOpen}>
      <DropdownMenuTrigger ref={triggerRef} className={triggerClasses}>
        {triggerContent}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" inPortal={false} className="w-64" onFocus={focusFirstItem}>
        <div className="px-2 py-1.5">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {texts.shell.myProfile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/subscription">
            <CreditCard aria-hidden="true" />
            {texts.shell.subscription}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuGroup />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout} disabled={isLoggingOut}>
          <LogOut aria-hidden="true" />
          {texts.shell.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
