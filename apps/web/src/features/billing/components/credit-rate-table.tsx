import { CREDIT_RATES, type CreditRate, LOCAL_MODEL_NAME, TOKENS_PER_RATE_STEP, texts } from '@filldeck/shared';
import { useId } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Card } from '#components/ui/card.tsx';
import { formatNumber } from '#lib/format.ts';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "1 credit per fill", or with a model "1 credit per fill + 10 credits per started 1,000 tokens". */
export function creditRateText(rate: CreditRate): string {
  const perFill = `${plural(rate.perFill, 'credit', 'credits')} per fill`;
  if (rate.per1kTokens === 0) return perFill;
  return `${perFill} + ${plural(rate.per1kTokens, 'credit', 'credits')} per started ${formatNumber(TOKENS_PER_RATE_STEP)} tokens`;
}

/** The rates that can apply here: on a server without a model only the built-in matcher's. */
export function ratesOnThisServer(isModelAvailable: boolean): readonly CreditRate[] {
  return isModelAvailable ? CREDIT_RATES : CREDIT_RATES.filter((rate) => rate.model === LOCAL_MODEL_NAME);
}

/**
 * What a fill costs, from the rate table the server charges by (packages/shared credit-rates). On
 * a server without an AI model it says so and lists no model's rate: none can be charged there.
 */
export function CreditRateTable({ isModelAvailable }: { isModelAvailable: boolean }) {
  const titleId = useId();
  const cell = 'px-4 py-2.5 text-left sm:px-5';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          What a fill costs
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {isModelAvailable
            ? "Credits come with your plan each month. The built-in matcher fills what it is sure of; a template's AI model answers the rest."
            : 'Credits come with your plan each month.'}
        </p>
      </div>
      {isModelAvailable ? null : (
        <Alert tone="info" className="max-w-2xl">
          <p>{texts.ai.notSetUp}</p>
          <p>{texts.ai.matcherRateOnly}</p>
        </Alert>
      )}
      <Card className="max-w-2xl overflow-hidden">
        <table aria-labelledby={titleId} className="w-full text-sm">
          <thead className="bg-zinc-50 text-xs text-zinc-600 dark:bg-zinc-900/60 dark:text-zinc-400">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                Filled by
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Credits
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {ratesOnThisServer(isModelAvailable).map((rate) => (
              <tr key={rate.model}>
                <th scope="row" className={`${cell} align-top font-normal`}>
                  <span className="block font-medium whitespace-nowrap">{rate.label}</span>{' '}
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {rate.model === LOCAL_MODEL_NAME ? 'No AI model' : rate.model}
                  </span>
                </th>
                <td className={`${cell} align-top tabular-nums`}>{creditRateText(rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="border-t border-zinc-200 px-4 py-2.5 text-sm text-zinc-600 sm:px-5 dark:border-zinc-800 dark:text-zinc-400">
          {isModelAvailable
            ? 'A fill that fills no field costs nothing, except the tokens of a model it asked.'
            : 'A fill that fills no field costs nothing.'}
        </p>
      </Card>
    </section>
  );
}
