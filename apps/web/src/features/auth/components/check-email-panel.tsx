import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** After sign-up: the account exists but must be verified before the first login. */
export function CheckEmailPanel({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex size-11 items-center justify-center rounded-full bg-indigo-50 dark:bg-indigo-950">
        <MailCheck aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        We sent a verification link to <strong className="font-semibold break-all">{email}</strong>. Open it to verify
        your email address, then log in.
      </p>
      <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
        Go to login
      </Link>
    </div>
  );
}
