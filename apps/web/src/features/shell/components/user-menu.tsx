import { texts } from '@filldeck/shared';
import { ChevronDown, CreditCard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PlanBadge } from '#components/plan-badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#components/ui/dropdown-menu.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { UserAvatar } from '#components/user-avatar.tsx';
import { displayName } from '#lib/user-display.ts';
import { ThemeMenuGroup } from './theme-menu-group.tsx';

export interface UserMenuUser {
  displayName: string;
  email: string;
  photoURL: string | null;
  plan: string;
}

interface UserMenuProps {
  user: UserMenuUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** Top bar account menu: name, photo and plan on the trigger; profile, subscription, theme, logout. */
export function UserMenu({ user, onLogout, isLoggingOut }: UserMenuProps) {
  const name = displayName(user.displayName);
  return (
    // Not modal: a modal menu hides the page with aria-hidden while open, which axe reports.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="flex min-w-0 items-center gap-2 rounded-md py-1 pr-1.5 pl-1 text-sm hover:bg-zinc-100 data-[state=open]:bg-zinc-100 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800">
        {isLoggingOut ? (
          <Spinner className="size-8 p-2" />
        ) : (
          <UserAvatar photoURL={user.photoURL} alt="Profile photo" />
        )}
        <span className="max-w-[7rem] truncate font-medium sm:max-w-[12rem]">{name}</span>
        <PlanBadge plan={user.plan} />
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" inPortal={false} className="w-64">
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
