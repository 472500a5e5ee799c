import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '#lib/cn.ts';

export const textLinkClasses =
  'font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300 rounded-sm';

/** An in-app link styled as text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
