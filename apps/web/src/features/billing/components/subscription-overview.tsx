import { CreditRateTable } from './credit-rate-table.tsx';
import { PlanSummary, type PlanSummaryUser } from './plan-summary.tsx';
import { PricingSection } from './pricing-section.tsx';

/** /subscription: the plan as it stands (with Cancel), the plans to choose from, what a fill costs. */
export function SubscriptionOverview({ user }: { user: PlanSummaryUser }) {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PlanSummary user={user} />
      <PricingSection user={user} />
      <CreditRateTable />
    </div>
  );
}
