import { PlanSummary, type PlanSummaryUser } from './plan-summary.tsx';
import { PricingSection } from './pricing-section.tsx';

/** /subscription: the plan as it stands (with Cancel), then the plans to choose from. */
export function SubscriptionOverview({ user }: { user: PlanSummaryUser }) {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PlanSummary user={user} />
      <PricingSection user={user} />
    </div>
  );
}
