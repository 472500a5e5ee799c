import { modelDisplayName, type UsageSummary } from '@filldeck/shared';
import { useId } from 'react';
import { Card } from '#components/ui/card.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { formatNumber } from '#lib/format.ts';
import { isOfferedModel, modelRows } from '../utils/model-usage.ts';

type ModelUsage = UsageSummary['byModel'][number];

const cell = 'py-2 pl-3 text-right tabular-nums';

/** Tokens and credits per model: Fast Model (gpt-4o-mini), Smart Model (gpt-4o), then any other (Built-in matcher). */
export function ModelUsageCard({ byModel }: { byModel: readonly ModelUsage[] | undefined }) {
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col p-4 sm:p-5">
      <h2 id={titleId} className="text-base font-semibold">
        Tokens and credits by model
      </h2>
      {byModel === undefined ? (
        <div className="mt-4 flex flex-col gap-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-full" />
        </div>
      ) : (
        <table aria-labelledby={titleId} className="mt-2 w-full text-sm">
          <thead className="text-xs text-zinc-600 dark:text-zinc-400">
            <tr className="border-b border-zinc-200 dark:border-zinc-800">
              <th scope="col" className="py-2 text-left font-medium">
                Model
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Transactions
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Tokens
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                Credits
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {modelRows(byModel).map((row) => (
              <tr key={row.model}>
                <th scope="row" className="py-2 text-left font-normal">
                  <span className="block font-medium">{modelDisplayName(row.model)}</span>
                  {isOfferedModel(row.model) ? (
                    <span className="block text-xs text-zinc-600 dark:text-zinc-400">{row.model}</span>
                  ) : null}
                </th>
                <td className={cell}>{formatNumber(row.transactions)}</td>
                <td className={cell}>{formatNumber(row.tokens)}</td>
                <td className={cell}>{formatNumber(row.credits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
