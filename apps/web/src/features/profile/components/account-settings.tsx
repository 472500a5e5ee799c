import { isPaidPlan, type Me } from '@filldeck/shared';
import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { buttonClasses } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { ACCOUNT_EXPORT_URL } from '../api/export-account.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { EditNameForm } from './edit-name-form.tsx';

/** Statuses in which the payment provider may still bill (or resume) the subscription. */
const MAY_BILL = new Set(['active', 'suspended', 'payment_failed', 'pending_cancellation']);

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** What the user can change on /profile: name, password, their data, and the account itself. */
export function AccountSettings({ user, onDeleted }: { user: Me; onDeleted: () => void }) {
  const hasPassword = user.providerData.some(({ providerId }) => providerId === 'credential');
  const hasSubscription =
    isPaidPlan(user.plan) && Boolean(user.subscriptionId) && MAY_BILL.has(user.status.toLowerCase());
  return (
    <Card className="divide-y divide-zinc-200 dark:divide-zinc-800">
      <Section title="Your name" description="Shown in the top bar and in the emails FillDeck sends you.">
        <EditNameForm name={user.displayName ?? ''} />
      </Section>
      <Section title="Password">
        <ChangePasswordForm hasPassword={hasPassword} />
      </Section>
      <Section
        title="Your data"
        description="Everything FillDeck keeps about you in one JSON file: profile, plan and balance, projects, templates, components, AI usage and subscriptions."
      >
        <div>
          <a href={ACCOUNT_EXPORT_URL} download className={buttonClasses('secondary', 'md')}>
            <Download aria-hidden="true" className="size-4" />
            Download my data
          </a>
        </div>
      </Section>
      <Section
        title="Delete account"
        description="Deletes your account and everything in it for good. A paid subscription is cancelled first."
      >
        <div>
          <DeleteAccountDialog email={user.email} hasSubscription={hasSubscription} onDeleted={onDeleted} />
        </div>
      </Section>
    </Card>
  );
}
