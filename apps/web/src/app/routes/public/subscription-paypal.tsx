import { useMe } from '#features/auth/api/get-me.ts';
import { CheckoutScreen, type SignInState } from '#features/billing/components/checkout-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

/** The payment provider's page (public): checkout start and return, for a signed-in user. */
export function SubscriptionPaypalRoute() {
  useDocumentTitle('Checkout');
  const me = useMe();
  let signIn: SignInState = 'loading';
  if (me.data === null) signIn = 'signed-out';
  else if (me.data) signIn = 'signed-in';
  else if (me.isError) signIn = 'error';
  return <CheckoutScreen signIn={signIn} onRetrySignIn={() => void me.refetch()} />;
}
