import type { ReactNode } from 'react';
import { LockNotice } from './lock-notice.tsx';
import { TextLink } from './ui/text-link.tsx';

/** A limit the user has reached, told before any work: what stops it, what the plans allow, and the way to more. */
export function PlanLimitNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <LockNotice className={className}>
      <p>{children}</p>
      <TextLink to="/subscription" className="mt-1 inline-block">
        See plans
      </TextLink>
    </LockNotice>
  );
}
