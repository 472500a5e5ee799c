import { messages } from '@filldeck/shared';
import { type ReactNode, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { billingErrorText } from '../utils/billing-error-text.ts';
import { type CancellableUser, canCancelSubscription, isCancellationPending } from '../utils/can-cancel.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';

interface CancelSubscriptionProps {
  user: CancellableUser;
  planName: string;
  /** The end of the paid period, formatted, when known. */
  endsOn: string | null;
}

/**
 * The Cancel button (only for a paid, active plan with a subscription id), its confirmation, and
 * the spec's outcome texts: success as a status, failure (the server's reason or 'Cancellation
 * failed') as an alert.
 */
export function CancelSubscription({ user, planName, endsOn }: CancelSubscriptionProps) {
  const cancel = useCancelSubscription();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const hasConfirmed = useRef(false);
  // Kept while the dialog is open, so it can close properly after the plan has changed.
  const showsButton = canCancelSubscription(user) || isDialogOpen;

  const confirm = () => {
    const subscriptionId = user.subscriptionId?.trim();
    if (!subscriptionId) return;
    hasConfirmed.current = true;
    cancel.mutate(subscriptionId, { onSettled: () => setDialogOpen(false) });
  };

  let outcome: ReactNode = null;
  if (cancel.isSuccess) outcome = <Alert tone="success">{messages.subscription.cancelled}</Alert>;
  else if (cancel.isError) {
    outcome = <Alert tone="error">{billingErrorText(cancel.error, messages.subscription.cancellationFailed)}</Alert>;
  } else if (!showsButton && !isCancellationPending(user)) {
    outcome = <p className="text-sm text-zinc-600 dark:text-zinc-400">{messages.subscription.noActiveSubscription}</p>;
  }

  return (
    <div className="flex flex-col items-start gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800">
      {showsButton ? (
        <CancelSubscriptionDialog
          isOpen={isDialogOpen}
          onOpenChange={setDialogOpen}
          consequence={`You keep ${planName} until ${endsOn ?? 'the end of the period you paid for'}, then move to Free.`}
          isCancelling={cancel.isPending}
          onConfirm={confirm}
          onCloseAutoFocus={(event) => {
            if (hasConfirmed.current && outcomeRef.current) {
              hasConfirmed.current = false;
              event.preventDefault();
              outcomeRef.current.focus();
            }
          }}
        />
      ) : null}
      <div ref={outcomeRef} tabIndex={-1} className="w-full focus:outline-none empty:hidden">
        {outcome}
      </div>
    </div>
  );
}
