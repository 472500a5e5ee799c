import { type BillingCycle, DEFAULT_BILLING_CYCLE, normalizePlan, PLAN_IDS } from '@filldeck/shared';
import { useId, useState } from 'react';
import { BillingCycleSwitch } from './billing-cycle-switch.tsx';
import { PricingCard } from './pricing-card.tsx';

/** The plans side by side with the Monthly / Annual switch (annual first, as the spec asks). */
export function PricingSection({ currentPlan }: { currentPlan: string }) {
  const titleId = useId();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const current = normalizePlan(currentPlan);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Plans
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Prices in US dollars. Pay securely with PayPal.</p>
        </div>
        <BillingCycleSwitch value={cycle} onChange={setCycle} />
      </div>
      <div className="grid gap-6 pt-3 md:grid-cols-3 md:gap-4 lg:gap-6">
        {PLAN_IDS.map((plan) => (
          <PricingCard key={plan} plan={plan} cycle={cycle} isCurrent={plan === current} />
        ))}
      </div>
    </section>
  );
}
