import type { UsageDay as DailyUsage } from '@filldeck/shared';
import { type PointerEvent, useState } from 'react';
import { formatNumber } from '../../../lib/format.ts';
import { chartTicks } from '../utils/chart-ticks.ts';
import { formatDay, formatLongDay } from '../utils/daily-usage.ts';

/** Every how many days the X axis names one. */
const LABEL_EVERY = 5;
/** Share of a day's slot its bar takes. */
const BAR_SHARE = 0.6;

function DayTooltip({ day, left }: { day: DailyUsage; left: number }) {
  // Kept inside the plot: anchored left of the column in the first half, right of it in the second.
  const side = left < 50 ? { left: `${left}%` } : { right: `${100 - left}%` };
  return (
    <div
      style={side}
      className="pointer-events-none absolute top-0 z-10 rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs text-zinc-700 shadow-md dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
    >
      <p className="mb-1 font-medium whitespace-nowrap text-zinc-900 dark:text-zinc-100">{formatLongDay(day.date)}</p>
      <p className="tabular-nums">{formatNumber(day.credits)} credits</p>
      <p className="tabular-nums">{formatNumber(day.transactions)} transactions</p>
      <p className="tabular-nums">{formatNumber(day.fields)} fields filled</p>
      <p className="tabular-nums">{formatNumber(day.tokens)} tokens</p>
    </div>
  );
}

/**
 * Credits used per day as bars, with the day's transactions, fields and tokens in a tooltip on
 * hover: plain SVG and HTML, no chart library. Colours are Tailwind classes, so the chart follows
 * the light or dark theme. Decorative for assistive technology: the card's caption and data table
 * carry the same figures.
 */
export function UsageChart({ daily }: { daily: readonly DailyUsage[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const ticks = chartTicks(Math.max(0, ...daily.map((d) => d.credits)));
  const top = ticks.at(-1) ?? 1;
  const slots = Math.max(1, daily.length);
  const slotPercent = 100 / slots;
  const hoveredDay = hovered === null ? undefined : daily[hovered];

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor(((event.clientX - box.left) / box.width) * slots);
    setHovered(Math.min(slots - 1, Math.max(0, index)));
  }

  return (
    <div aria-hidden="true" className="flex h-60 gap-2 text-xs text-zinc-600 dark:text-zinc-400">
      <div className="relative mb-6 w-10 shrink-0">
        {ticks.map((tick) => (
          <span
            key={tick}
            style={{ bottom: `${(tick / top) * 100}%` }}
            className="absolute right-0 translate-y-1/2 tabular-nums"
          >
            {formatNumber(tick)}
          </span>
        ))}
      </div>
      <div className="relative flex min-w-0 flex-1 flex-col">
        <div className="relative flex-1" onPointerMove={onPointerMove} onPointerLeave={() => setHovered(null)}>
          <svg
            aria-hidden="true"
            className="absolute inset-0 size-full overflow-visible"
            viewBox={`0 0 ${slots} 100`}
            preserveAspectRatio="none"
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={slots}
                y1={100 - (tick / top) * 100}
                y2={100 - (tick / top) * 100}
                vectorEffect="non-scaling-stroke"
                className="stroke-zinc-200 dark:stroke-zinc-800"
              />
            ))}
            {hovered !== null ? <rect x={hovered} y={0} width={1} height={100} className="fill-zinc-500/10" /> : null}
            {daily.map((day, i) => {
              const height = (day.credits / top) * 100;
              return (
                <rect
                  key={day.date}
                  x={i + (1 - BAR_SHARE) / 2}
                  y={100 - height}
                  width={BAR_SHARE}
                  height={height}
                  className="fill-indigo-600 dark:fill-indigo-400"
                />
              );
            })}
          </svg>
          {hoveredDay && hovered !== null ? <DayTooltip day={hoveredDay} left={(hovered + 0.5) * slotPercent} /> : null}
        </div>
        <div className="relative h-6">
          {daily.map((day, i) =>
            i % LABEL_EVERY === 0 ? (
              <span
                key={day.date}
                style={{ left: `${(i + 0.5) * slotPercent}%` }}
                className="absolute top-1.5 -translate-x-1/2 whitespace-nowrap"
              >
                {formatDay(day.date)}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
