import { LoaderCircle } from 'lucide-react';
import { cn } from '#lib/cn.ts';

/** A decorative spinning icon; pair it with visible or screen-reader text saying what is waiting. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 shrink-0 animate-spin', className)} />;
}
