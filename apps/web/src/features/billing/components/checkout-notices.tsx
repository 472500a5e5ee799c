import { CircleX, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';
import { CheckoutLayout } from './checkout-layout.tsx';

const backToPlans = (
  <Link to="/subscription" className={buttonClasses('primary', 'md', 'w-full')}>
    Back to plans
  </Link>
);

/** The provider sent the user back without approving. */
export function CheckoutCancelled() {
  return (
    <CheckoutLayout
      title="Checkout cancelled"
      icon={<CircleX aria-hidden="true" className="size-8 text-zinc-500 dark:text-zinc-400" />}
    >
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        You weren't charged and your plan hasn't changed. You can choose a plan again at any time.
      </p>
      {backToPlans}
    </CheckoutLayout>
  );
}

/** Opened without a plan and cycle to buy, or with a return address it cannot read. */
export function CheckoutInvalid() {
  return (
    <CheckoutLayout title="Choose a plan first">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        This checkout link is incomplete. Pick a plan and billing cycle on the subscription page.
      </p>
      {backToPlans}
    </CheckoutLayout>
  );
}

/** Checkout needs an account: the subscription belongs to the signed-in user. */
export function CheckoutSignInRequired() {
  return (
    <CheckoutLayout
      title="Log in to continue"
      icon={<LogIn aria-hidden="true" className="size-8 text-indigo-600 dark:text-indigo-400" />}
    >
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Your subscription belongs to your FillDeck account. Log in, then choose your plan on the subscription page.
      </p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
        Log in
      </Link>
    </CheckoutLayout>
  );
}
