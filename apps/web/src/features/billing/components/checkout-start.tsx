import { type BillingCycle, type PaidPlanId, PLAN_NAMES } from '@filldeck/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button, buttonClasses } from '#components/ui/button.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { useCreateSubscription } from '../api/create-subscription.ts';
import { usePaymentProvider } from '../api/get-payment-provider.ts';
import { billingErrorText } from '../utils/billing-error-text.ts';
import { priceDisplay } from '../utils/price-display.ts';
import { providerTexts } from '../utils/provider-texts.ts';
import { CheckoutLayout } from './checkout-layout.tsx';

interface CheckoutStartProps {
  plan: PaidPlanId;
  cycle: BillingCycle;
}

const START_FAILED = "We couldn't start the checkout. Please try again.";

/** Creates the subscription with the provider and sends the browser to its approval page. */
export function CheckoutStart({ plan, cycle }: CheckoutStartProps) {
  const create = useCreateSubscription();
  const provider = usePaymentProvider();
  const { mutate } = create;
  const hasStarted = useRef(false);
  const start = () => mutate({ plan, billingCycle: cycle });

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: each call creates a subscription.
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate({ plan, billingCycle: cycle });
  }, [mutate, plan, cycle]);

  const summary = `${PLAN_NAMES[plan]} plan, ${priceDisplay(plan, cycle).billing.toLowerCase()}.`;

  if (create.isError) {
    return (
      <CheckoutLayout title="Checkout couldn't start">
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{summary}</p>
        <Alert tone="error">{billingErrorText(create.error, START_FAILED)}</Alert>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={start} className="sm:flex-1">
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
    <CheckoutLayout title={providerTexts(provider.data).redirecting}>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{summary}</p>
      <LoadingStatus>Opening a secure checkout. Approve the subscription there.</LoadingStatus>
    </CheckoutLayout>
  );
}
