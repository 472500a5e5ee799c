import { LOCAL_FILL_CREDITS, nextPlanFor, normalizePlan, PLAN_LIMITS, PLAN_NAMES, texts } from '@filldeck/shared';
import { PlanInfo } from '#components/plan-info.tsx';
import { formatDate, formatNumber } from '#lib/format.ts';
import { displayBalance } from '#lib/user-display.ts';

interface OutOfCreditsNoticeProps {
  plan: string;
  /** When the balance is next set back to the plan's monthly credits. */
  nextRefresh: string | null;
  balance?: number | null | undefined;
}

/**
 * Out of credits (docs/product.md#limits-plans-and-credits): fills are refused until the credits
 * refill on the plan's next refresh, and the next plan's monthly credits, with the way to the
 * plans. Shown only while the balance cannot pay for a fill.
 */
export function OutOfCreditsNotice({ plan, nextRefresh, balance }: OutOfCreditsNoticeProps) {
  if (displayBalance(balance) >= LOCAL_FILL_CREDITS) return null;
  const planId = normalizePlan(plan);
  const refill = formatDate(nextRefresh);
  const next = nextPlanFor('monthlyCredits', planId);
  return (
    <PlanInfo role="status">
      <p className="font-medium">{texts.credits.outOfCredits}</p>
      <p>
        {refill ? `${texts.credits.refusedUntil(refill)} ` : null}
        {next ? texts.credits.morePerMonth(PLAN_NAMES[next], formatNumber(PLAN_LIMITS[next].monthlyCredits)) : null}
      </p>
    </PlanInfo>
  );
}
