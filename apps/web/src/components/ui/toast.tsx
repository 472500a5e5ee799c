import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/cn.ts';

/**
 * Radix Toast: announced to screen readers, paused while hovered or focused (or the window is in
 * the background), dismissed by Escape or a swipe; F8 moves focus to the toasts.
 */
export const ToastProvider = ToastPrimitive.Provider;
export const ToastTitle = ToastPrimitive.Title;
export const ToastDescription = ToastPrimitive.Description;
export const ToastAction = ToastPrimitive.Action;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2',
        className,
      )}
      {...props}
    />
  );
}

interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  tone?: 'neutral' | 'error';
  /** Accessible name of the close (X) button. */
  closeLabel: string;
}

export function Toast({ tone = 'neutral', closeLabel, className, children, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'relative flex items-center gap-3 rounded-lg border py-3 pr-10 pl-4 text-sm shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:hidden',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
          : 'border-zinc-200 bg-white text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
        className,
      )}
      {...props}
    >
      {children}
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 dark:text-zinc-400 dark:hover:bg-zinc-800"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
