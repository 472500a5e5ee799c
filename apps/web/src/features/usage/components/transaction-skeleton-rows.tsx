import type { ReactNode } from 'react';
import { Skeleton } from '#components/ui/skeleton.tsx';

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e'];
const CELL_KEYS = ['template', 'model', 'fields', 'tokens', 'credits', 'status', 'time'];

/** Placeholder rows of the history table while a page loads (hidden from screen readers). */
export function TransactionSkeletonRows({ count = 5 }: { count?: number }) {
  return ROW_KEYS.slice(0, count).map((row) => (
    <tr key={row}>
      {CELL_KEYS.map((cell) => (
        <td key={cell} className="px-3 py-3 first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5">
          <Skeleton className="h-4 w-full" />
        </td>
      ))}
    </tr>
  ));
}

/** The whole history while its first page loads: list placeholders on phones, table rows above. */
export function TransactionsLoading({ table }: { table: ReactNode }) {
  return (
    <>
      <div className="flex flex-col gap-3 border-t border-zinc-200 p-4 sm:hidden dark:border-zinc-800">
        {ROW_KEYS.slice(0, 3).map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
      <div className="hidden sm:block">{table}</div>
    </>
  );
}
