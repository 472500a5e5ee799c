import { Alert } from '#components/ui/alert.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useMe } from '../api/get-me.ts';

/** On log in and register: someone already signed in is offered the dashboard. */
export function SignedInNotice() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <Alert tone="info" className="mb-4">
      You are signed in as {me.data.displayName || me.data.email}.{' '}
      <TextLink to="/dashboard">Go to the dashboard</TextLink>
    </Alert>
  );
}
