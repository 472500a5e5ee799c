import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '#components/ui/alert.tsx';
import { Button, buttonClasses } from '#components/ui/button.tsx';
import { errorText } from '#lib/error-text.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useCooldown } from '../hooks/use-cooldown.ts';
import { authTexts } from '../texts.ts';

/** Seconds between two verification mails asked for from this page (the server throttles too). */
const RESEND_AFTER_SECONDS = 30;

interface CheckEmailPanelProps {
  email: string;
  /** Back to the form, to correct a mistyped address. */
  onChangeEmail: () => void;
}

/** After sign-up: the account exists but must be verified before the first login. */
export function CheckEmailPanel({ email, onChangeEmail }: CheckEmailPanelProps) {
  const resend = useResendVerification();
  const cooldown = useCooldown(RESEND_AFTER_SECONDS);
  const onResend = () => {
    cooldown.start();
    resend.mutate(email);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex size-11 items-center justify-center rounded-full bg-indigo-50 dark:bg-indigo-950">
        <MailCheck aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        We sent a verification link to <strong className="font-semibold break-all">{email}</strong>. Open it to verify
        your email address, then log in.
      </p>
      {resend.isSuccess ? <Alert tone="success">{authTexts.verificationResent(email)}</Alert> : null}
      {resend.isError ? (
        <Alert tone="error">{errorText(resend.error, { fallback: authTexts.verificationResendFailed })}</Alert>
      ) : null}
      <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
        Go to login
      </Link>
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          className="w-full"
          disabled={cooldown.secondsLeft > 0}
          isLoading={resend.isPending}
          onClick={onResend}
        >
          Resend the email
        </Button>
        <p aria-live="polite" className="text-center text-xs text-zinc-600 dark:text-zinc-400">
          {cooldown.secondsLeft > 0
            ? `You can ask for another one in ${cooldown.secondsLeft} s.`
            : 'No mail? Check your spam folder, or ask for another one.'}
        </p>
        <Button variant="ghost" className="w-full" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </div>
  );
}
