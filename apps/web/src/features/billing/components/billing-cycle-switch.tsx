import { BILLING_CYCLES, type BillingCycle, isBillingCycle } from '@filldeck/shared';
import { RadioGroup } from 'radix-ui';
import { bestAnnualDiscount, cycleLabel } from '../utils/price-display.ts';

interface BillingCycleSwitchProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly / Annual as a radio group (arrow keys move between them); the annual saving beside it. */
export function BillingCycleSwitch({ value, onChange }: BillingCycleSwitchProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RadioGroup.Root
        aria-label="Billing cycle"
        orientation="horizontal"
        value={value}
        onValueChange={(next) => isBillingCycle(next) && onChange(next)}
        className="inline-flex rounded-lg border border-zinc-200 bg-zinc-100 p-1 dark:border-zinc-800 dark:bg-zinc-900"
      >
        {BILLING_CYCLES.map((cycle) => (
          <RadioGroup.Item
            key={cycle}
            value={cycle}
            className="h-8 rounded-md px-4 text-sm font-medium text-zinc-700 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 data-[state=checked]:bg-white data-[state=checked]:text-zinc-900 data-[state=checked]:shadow-sm dark:text-zinc-300 dark:hover:text-zinc-100 dark:data-[state=checked]:bg-zinc-700 dark:data-[state=checked]:text-zinc-50"
          >
            {cycleLabel(cycle)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
        Save up to {bestAnnualDiscount()}% with annual billing
      </p>
    </div>
  );
}
