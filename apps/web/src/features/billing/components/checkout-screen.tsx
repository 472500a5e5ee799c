import { useSearchParams } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { parseCheckoutParams } from '../utils/checkout-params.ts';
import { CheckoutConfirm } from './checkout-confirm.tsx';
import { CheckoutLayout } from './checkout-layout.tsx';
import { CheckoutCancelled, CheckoutInvalid, CheckoutSignInRequired } from './checkout-notices.tsx';
import { CheckoutStart } from './checkout-start.tsx';

export type SignInState = 'loading' | 'signed-in' | 'signed-out' | 'error';

interface CheckoutScreenProps {
  signIn: SignInState;
  onRetrySignIn: () => void;
}

/**
 * /subscription/paypal (public): `?plan&cycle` starts a checkout for the signed-in user;
 * `?status=approved&subscription_id` confirms it on return; `?status=cancelled` says so.
 */
export function CheckoutScreen({ signIn, onRetrySignIn }: CheckoutScreenProps) {
  const [searchParams] = useSearchParams();
  const request = parseCheckoutParams(searchParams);

  if (request.kind === 'cancelled') return <CheckoutCancelled />;
  if (request.kind === 'invalid') return <CheckoutInvalid />;
  if (signIn === 'loading') {
    return (
      <CheckoutLayout title="Checking your account…">
        <LoadingStatus>This takes a moment.</LoadingStatus>
      </CheckoutLayout>
    );
  }
  if (signIn === 'error') {
    return (
      <CheckoutLayout title="We couldn't reach FillDeck">
        <Alert tone="error">Check your connection and try again.</Alert>
        <Button onClick={onRetrySignIn}>Try again</Button>
      </CheckoutLayout>
    );
  }
  if (signIn === 'signed-out') return <CheckoutSignInRequired />;
  // Keyed: another plan or subscription in the address is another checkout, started afresh.
  if (request.kind === 'approved') {
    return <CheckoutConfirm key={request.subscriptionId} subscriptionId={request.subscriptionId} />;
  }
  return <CheckoutStart key={`${request.plan}-${request.cycle}`} plan={request.plan} cycle={request.cycle} />;
}
