import { type BillingCycle, DEFAULT_BILLING_CYCLE, PLAN_IDS } from '@filldeck/shared';
import { useId, useState } from 'react';
import { usePaymentProvider } from '../api/get-payment-provider.ts';
import { isCancelledChoice, isCurrentChoice, type PlanHolder } from '../utils/is-current-choice.ts';
import { providerTexts } from '../utils/provider-texts.ts';
import { BillingCycleSwitch } from './billing-cycle-switch.tsx';
import { PricingCard } from './pricing-card.tsx';

/**
 * The plans side by side with the Monthly / Annual switch (annual first:
 * docs/product.md#subscription-and-billing). A card is 'Current plan' only for the plan and cycle
 * the user has running (see isCurrentChoice).
 */
export function PricingSection({ user }: { user: PlanHolder }) {
  const titleId = useId();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const provider = usePaymentProvider();

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Plans
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{providerTexts(provider.data).plansNote}</p>
        </div>
        <BillingCycleSwitch value={cycle} onChange={setCycle} />
      </div>
      <div className="grid gap-6 pt-3 md:grid-cols-3 md:gap-4 lg:gap-6">
        {PLAN_IDS.map((plan) => (
          <PricingCard
            key={plan}
            plan={plan}
            cycle={cycle}
            isCurrent={isCurrentChoice(user, plan, cycle)}
            isCancelled={isCancelledChoice(user, plan, cycle)}
            canBuy={provider.data !== 'none'}
          />
        ))}
      </div>
    </section>
  );
}
