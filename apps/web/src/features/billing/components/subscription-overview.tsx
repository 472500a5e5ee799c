import { CreditRateTable } from './credit-rate-table.tsx';
import { PlanSummary, type PlanSummaryUser } from './plan-summary.tsx';
import { PricingSection } from './pricing-section.tsx';

interface SubscriptionOverviewProps {
  user: PlanSummaryUser;
  /** False on a server without an AI model: the fill costs say so and list only the matcher's rate. */
  isModelAvailable: boolean;
}

/** /subscription: the plan as it stands (with Cancel), the plans to choose from, what a fill costs. */
export function SubscriptionOverview({ user, isModelAvailable }: SubscriptionOverviewProps) {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <PlanSummary user={user} />
      <PricingSection user={user} />
      <CreditRateTable isModelAvailable={isModelAvailable} />
    </div>
  );
}
