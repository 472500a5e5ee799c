import { PLAN_NAMES } from '@filldeck/shared';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button, buttonClasses } from '#components/ui/button.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { useConfirmSubscription } from '../api/confirm-subscription.ts';
import { usePaymentProvider } from '../api/get-payment-provider.ts';
import { billingErrorText } from '../utils/billing-error-text.ts';
import { ConfirmationPendingError } from '../utils/confirm-retry.ts';
import { billedLabel } from '../utils/price-display.ts';
import { notActivatedText, providerTexts } from '../utils/provider-texts.ts';
import { CheckoutLayout } from './checkout-layout.tsx';
import { PlanLimitList } from './plan-limit-list.tsx';

const CONFIRM_FAILED = "We couldn't confirm your subscription. Please try again.";

/**
 * Back from the provider after approval: the server confirms the subscription and applies it. While
 * PayPal still says APPROVED the confirmation is asked again for a few seconds (see
 * useConfirmSubscription) before the failure shows.
 */
export function CheckoutConfirm({ subscriptionId }: { subscriptionId: string }) {
  const confirm = useConfirmSubscription();
  const provider = usePaymentProvider();
  const { mutate } = confirm;
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(subscriptionId);
  }, [mutate, subscriptionId]);

  if (confirm.isSuccess) {
    const { plan, billingCycle } = confirm.data;
    return (
      <CheckoutLayout
        title={`You're on ${PLAN_NAMES[plan]}`}
        icon={<PartyPopper aria-hidden="true" className="size-8 text-amber-600 dark:text-amber-400" />}
      >
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          Your {PLAN_NAMES[plan]} plan is active, {billedLabel(billingCycle)}. Its limits apply now:
        </p>
        <PlanLimitList plan={plan} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/dashboard" className={buttonClasses('primary', 'md', 'sm:flex-1')}>
            Go to dashboard
          </Link>
          <Link to="/subscription" className={buttonClasses('secondary', 'md', 'sm:flex-1')}>
            View subscription
          </Link>
        </div>
      </CheckoutLayout>
    );
  }

  if (confirm.isError) {
    return (
      <CheckoutLayout title="We couldn't confirm your subscription">
        <Alert tone="error">
          {confirm.error instanceof ConfirmationPendingError
            ? notActivatedText(provider.data)
            : billingErrorText(confirm.error, CONFIRM_FAILED)}
        </Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => mutate(subscriptionId)} className="sm:flex-1">
            Try again
          </Button>
          <Link to="/subscription" className={buttonClasses('secondary', 'md', 'sm:flex-1')}>
            Back to plans
          </Link>
        </div>
      </CheckoutLayout>
    );
  }

  return (
    <CheckoutLayout title="Confirming your subscription…">
      <LoadingStatus>{providerTexts(provider.data).checking}</LoadingStatus>
    </CheckoutLayout>
  );
}
