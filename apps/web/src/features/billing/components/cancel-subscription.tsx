import { texts } from '@filldeck/shared';
import { type ReactNode, useRef, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useResumeSubscription } from '../api/resume-subscription.ts';
import { billingErrorText } from '../utils/billing-error-text.ts';
import {
  type CancellableUser,
  canCancelSubscription,
  canResumeSubscription,
  isCancellationPending,
} from '../utils/can-cancel.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';

interface CancelSubscriptionProps {
  user: CancellableUser & { nextBillingTime: string | null };
  planName: string;
  /** The end of the paid period, formatted, when known. */
  endsOn: string | null;
}

/**
 * The Cancel button (only for a paid, active plan with a subscription id), its confirmation, and
 * the outcome texts (docs/product.md#subscription-and-billing): success as a status, failure (the
 * server's reason or 'Cancellation failed') as an alert. After a cancellation, while the paid
 * period runs: Resume subscription (the same subscription again, no checkout), with its own
 * outcome.
 */
export function CancelSubscription({ user, planName, endsOn }: CancelSubscriptionProps) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const hasConfirmed = useRef(false);
  // Kept while the dialog is open, so it can close properly after the plan has changed.
  const showsButton = canCancelSubscription(user) || isDialogOpen;

  const showsResume = !showsButton && (canResumeSubscription(user) || resume.isPending);

  const confirm = () => {
    const subscriptionId = user.subscriptionId?.trim();
    if (!subscriptionId) return;
    hasConfirmed.current = true;
    resume.reset();
    cancel.mutate(subscriptionId, { onSettled: () => setDialogOpen(false) });
  };

  const onResume = () => {
    const subscriptionId = user.subscriptionId?.trim();
    if (!subscriptionId) return;
    cancel.reset();
    resume.mutate(subscriptionId, { onSettled: () => outcomeRef.current?.focus() });
  };

  let outcome: ReactNode = null;
  if (resume.isSuccess) outcome = <Alert tone="success">{texts.subscription.resumed}</Alert>;
  else if (resume.isError) {
    outcome = <Alert tone="error">{billingErrorText(resume.error, texts.subscription.resumeFailed)}</Alert>;
  } else if (cancel.isSuccess) outcome = <Alert tone="success">{texts.subscription.cancelled}</Alert>;
  else if (cancel.isError) {
    outcome = <Alert tone="error">{billingErrorText(cancel.error, texts.subscription.cancellationFailed)}</Alert>;
  } else if (!showsButton && !isCancellationPending(user)) {
    outcome = <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.subscription.noActiveSubscription}</p>;
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
      {showsResume ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Changed your mind? Resume to keep {planName}: it renews on {endsOn ?? 'its next billing date'} as before,
            with no new checkout.
          </p>
          <Button onClick={onResume} isLoading={resume.isPending}>
            Resume subscription
          </Button>
        </div>
      ) : null}
      <div ref={outcomeRef} tabIndex={-1} className="w-full focus:outline-none empty:hidden">
        {outcome}
      </div>
    </div>
  );
}
