import { texts } from '@filldeck/shared';
import { useLocation } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';

/** Where /profile sends the browser after deleting the account: `navigate('/', { state })`. */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/** The short confirmation on the landing page right after the account was deleted. */
export function AccountDeletedNotice() {
  const state: unknown = useLocation().state;
  const isDeleted = typeof state === 'object' && state !== null && 'accountDeleted' in state;
  if (!isDeleted) return null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
      <Alert tone="success">{texts.account.deleted}</Alert>
    </div>
  );
}
