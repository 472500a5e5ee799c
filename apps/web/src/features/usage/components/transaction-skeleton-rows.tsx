import { Skeleton } from '../../../components/ui/skeleton.tsx';

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
