import { CREDIT_RATES, type CreditRate } from '@filldeck/shared';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format.ts';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "1 credit per fill", or with a model "1 credit per fill + 10 credits per started 1,000 tokens". */
export function creditRateText(rate: CreditRate): string {
  const perFill = `${plural(rate.perFill, 'credit', 'credits')} per fill`;
  if (rate.per1kTokens === 0) return perFill;
  return `${perFill} + ${plural(rate.per1kTokens, 'credit', 'credits')} per started ${formatNumber(1000)} tokens`;
}

/** What a fill costs, from the rate table the server charges by (packages/shared credit-rates). */
export function CreditRateTable() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          What a fill costs
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Credits come with your plan each month. The built-in matcher fills what it is sure of; a template's AI model
          answers the rest. A fill that fills no field costs nothing.
        </p>
      </div>
      <table aria-labelledby={titleId} className="w-full max-w-2xl text-sm">
        <thead className="text-xs text-zinc-600 dark:text-zinc-400">
          <tr>
            <th scope="col" className="py-2 pr-4 text-left font-medium">
              Filled by
            </th>
            <th scope="col" className="py-2 text-left font-medium">
              Credits
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {CREDIT_RATES.map((rate) => (
            <tr key={rate.model}>
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {rate.label}
                {rate.per1kTokens > 0 && (
                  <span className="ml-1 font-normal text-zinc-600 dark:text-zinc-400">({rate.model})</span>
                )}
              </th>
              <td className="py-2 tabular-nums">{creditRateText(rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
