import { ChevronDown } from 'lucide-react';
import { PlanBadge } from '#components/plan-badge.tsx';
import { useMenuOnDemand } from '#components/ui/menu-on-demand.ts';
import { Spinner } from '#components/ui/spinner.tsx';
import { UserAvatar } from '#components/user-avatar.tsx';
import { onDemand } from '#lib/on-demand.ts';
import { displayName } from '#lib/user-display.ts';
import type { UserMenuProps } from './user-menu-radix.tsx';

const radixUserMenu = onDemand(async () => (await import('./user-menu-radix.tsx')).RadixUserMenu);

const triggerClasses =
  'flex min-w-0 items-center gap-2 rounded-md py-1 pr-1.5 pl-1 text-sm hover:bg-zinc-100 data-[state=open]:bg-zinc-100 dark:hover:bg-zinc-800 dark:data-[state=open]:bg-zinc-800';

/**
 * Top bar account menu: name, photo and plan on the trigger; profile, subscription, theme, logout.
 * The page draws a light button; the Radix menu arrives when it is first pointed at or focused.
 */
export function UserMenu(props: UserMenuProps) {
  const { user, isLoggingOut } = props;
  const { Menu, start, triggerProps } = useMenuOnDemand(radixUserMenu);
  const triggerContent = (
    <>
      {isLoggingOut ? <Spinner className="size-8 p-2" /> : <UserAvatar photoURL={user.photoURL} alt="Profile photo" />}
      <span className="max-w-[7rem] truncate font-medium sm:max-w-[12rem]">{displayName(user.displayName)}</span>
      <PlanBadge plan={user.plan} />
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
    </>
  );
  if (Menu) return <Menu {...props} start={start} triggerClasses={triggerClasses} triggerContent={triggerContent} />;
  return (
    <button {...triggerProps} className={triggerClasses}>
      {triggerContent}
    </button>
  );
}
