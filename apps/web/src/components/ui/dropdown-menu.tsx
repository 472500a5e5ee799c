import { Check } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/cn.ts';

/** Radix DropdownMenu: role=menu, arrow-key navigation, typeahead, Escape closes. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClasses =
  'relative flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-zinc-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 ' +
  'dark:data-[highlighted]:bg-zinc-800 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-zinc-500 dark:[&_svg]:text-zinc-400';

interface DropdownMenuContentProps extends ComponentProps<typeof Menu.Content> {
  /**
   * Render into a portal at the end of <body> (the default). Without it the menu stays inside its
   * trigger's landmark (e.g. the top bar's <header>), which keeps every part of the page in a landmark.
   */
  inPortal?: boolean;
}

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  inPortal = true,
  ...props
}: DropdownMenuContentProps) {
  const content = (
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-56 rounded-lg border border-zinc-200 bg-white p-1 text-zinc-900 shadow-lg',
        'dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100',
        className,
      )}
      {...props}
    />
  );
  return inPortal ? <Menu.Portal>{content}</Menu.Portal> : content;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClasses, 'pr-8', className)} {...props}>
      {children}
      <Menu.ItemIndicator className="absolute right-2 inline-flex">
        <Check aria-hidden="true" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      className={cn('px-2 py-1.5 text-xs font-medium text-zinc-600 dark:text-zinc-400', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1 my-1 h-px bg-zinc-200 dark:bg-zinc-800', className)} {...props} />;
}
