import { cn } from '#lib/cn.ts';

/** The FillDeck mark (same drawing as public/favicon.svg), decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <rect x="7" y="8" width="13" height="3" rx="1.5" fill="#fff" />
      <rect x="7" y="14.5" width="18" height="3" rx="1.5" fill="#fff" fillOpacity=".75" />
      <rect x="7" y="21" width="10" height="3" rx="1.5" fill="#fff" fillOpacity=".5" />
      <path d="M24.5 5.5l1 2.3 2.3 1-2.3 1-1 2.3-1-2.3-2.3-1 2.3-1z" fill="#fcd34d" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** Classes for the product name, e.g. to keep it for screen readers only on narrow screens. */
  nameClassName?: string;
}

/** Mark plus the product name; wrap it in a link where it leads somewhere. */
export function Logo({ className, nameClassName }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-base font-semibold tracking-tight', className)}>
      <LogoMark />
      <span className={nameClassName}>FillDeck</span>
    </span>
  );
}
