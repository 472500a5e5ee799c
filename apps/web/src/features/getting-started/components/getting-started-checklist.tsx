import { Circle, CircleCheck, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { textLinkClasses } from '#components/ui/text-link.tsx';
import { cn } from '#lib/cn.ts';
import { GETTING_STARTED_STEPS, type GettingStartedStep } from '../utils/getting-started-steps.ts';

const STEP_TEXTS: Record<GettingStartedStep, { title: string; text: string; link?: { label: string; to: string } }> = {
  install: {
    title: 'Install the extension',
    text: 'Download it and load it into Chrome, Edge or Brave.',
    link: { label: 'Get the extension', to: '/extension' },
  },
  connect: {
    title: 'Connect it to your account',
    text: 'Installed while you are signed in here, it connects by itself.',
  },
  details: {
    title: 'Add your details',
    text: 'Your name, contact details and the like, saved once for every form.',
    link: { label: 'Add your details', to: '/your-details' },
  },
  'first-fill': {
    title: 'Fill the practice form',
    text: 'Try FillDeck on a sample form. It sends nothing anywhere.',
    link: { label: 'Open the practice form', to: '/practice' },
  },
};

interface GettingStartedChecklistProps {
  done: Record<GettingStartedStep, boolean>;
  /** The extension is installed in this browser but not connected: the connect step offers the button. */
  canConnectHere: boolean;
  onConnect(): void;
  isConnecting: boolean;
  onDismiss(): void;
}

/** A new user's first steps, each ticked from what is true now, until they dismiss it. */
export function GettingStartedChecklist({
  done,
  canConnectHere,
  onConnect,
  isConnecting,
  onDismiss,
}: GettingStartedChecklistProps) {
  const headingId = useId();
  const doneCount = GETTING_STARTED_STEPS.filter((step) => done[step]).length;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight">
              Get started with FillDeck
            </h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Four steps to your first filled form, about two minutes.{' '}
              <span className="font-medium text-zinc-800 tabular-nums dark:text-zinc-200">
                {doneCount} of {GETTING_STARTED_STEPS.length} done.
              </span>
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onDismiss} aria-label="Dismiss getting started">
            <X aria-hidden="true" className="size-4" />
            Dismiss
          </Button>
        </div>
        <ol className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {GETTING_STARTED_STEPS.map((step) => {
            const { title, text, link } = STEP_TEXTS[step];
            const isDone = done[step];
            const Icon = isDone ? CircleCheck : Circle;
            return (
              <li key={step} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
                <Icon
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0',
                    isDone ? 'text-emerald-600 dark:text-emerald-400' : 'text-zinc-400 dark:text-zinc-500',
                  )}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn('text-sm font-medium', isDone && 'text-zinc-600 dark:text-zinc-400')}>
                    {title}
                    <span className="sr-only">{isDone ? ' (done)' : ' (to do)'}</span>
                  </p>
                  {isDone ? null : <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>}
                </div>
                {isDone ? null : link ? (
                  <Link to={link.to} className={cn(textLinkClasses, 'text-sm')}>
                    {link.label}
                  </Link>
                ) : null}
                {step === 'connect' && !isDone && canConnectHere ? (
                  <Button size="sm" onClick={onConnect} isLoading={isConnecting}>
                    Connect this browser
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
