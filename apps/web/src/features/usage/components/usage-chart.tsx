import type { UsageDay as DailyUsage } from '@filldeck/shared';
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format.ts';
import { formatDay, formatLongDay } from '../utils/daily-usage.ts';

/*
 * Colours come from Tailwind classes on the wrapper (CSS beats SVG presentation attributes), so
 * the bars, grid and labels follow the light or dark theme without reading it in JavaScript.
 */
const themeClasses =
  'text-zinc-600 dark:text-zinc-400 ' +
  '[&_.recharts-bar-rectangle_path]:fill-indigo-600 dark:[&_.recharts-bar-rectangle_path]:fill-indigo-400 ' +
  '[&_.recharts-cartesian-grid_line]:stroke-zinc-200 dark:[&_.recharts-cartesian-grid_line]:stroke-zinc-800 ' +
  '[&_.recharts-cartesian-axis-tick-value]:fill-current [&_.recharts-tooltip-cursor]:fill-zinc-500/10';

function DayTooltip({ active, payload }: TooltipContentProps) {
  const day = payload?.[0]?.payload as DailyUsage | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs text-zinc-700 shadow-md dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
      <p className="mb-1 font-medium text-zinc-900 dark:text-zinc-100">{formatLongDay(day.date)}</p>
      <p className="tabular-nums">{formatNumber(day.credits)} credits</p>
      <p className="tabular-nums">{formatNumber(day.transactions)} transactions</p>
      <p className="tabular-nums">{formatNumber(day.fields)} fields filled</p>
      <p className="tabular-nums">{formatNumber(day.tokens)} tokens</p>
    </div>
  );
}

/**
 * Credits used per day, with the day's transactions, fields and tokens in the tooltip (the
 * recharts part of the usage card, loaded on demand). Decorative for assistive technology: the
 * card's caption and data table carry the same figures.
 */
export function UsageChart({ daily }: { daily: readonly DailyUsage[] }) {
  return (
    <div aria-hidden="true" className={themeClasses}>
      <BarChart
        responsive
        accessibilityLayer={false}
        data={[...daily]}
        style={{ width: '100%', height: 240 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDay}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
          fontSize={12}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} fontSize={12} />
        <Tooltip content={DayTooltip} />
        <Bar dataKey="credits" name="Credits used" radius={[3, 3, 0, 0]} maxBarSize={24} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
