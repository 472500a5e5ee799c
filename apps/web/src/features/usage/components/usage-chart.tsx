import type { UsageDay as DailyUsage } from '@filldeck/shared';
import { type PointerEvent, useRef, useState } from 'react';
import { formatNumber } from '#lib/format.ts';
import { useElementSize } from '#lib/use-element-size.ts';
import { barPath } from '../utils/bar-path.ts';
import { chartTicks } from '../utils/chart-ticks.ts';
import { formatDay, formatLongDay } from '../utils/daily-usage.ts';

/** Share of a day's slot its bar takes, up to MAX_BAR_WIDTH pixels. */
const BAR_SHARE = 0.6;
const MAX_BAR_WIDTH = 24;
const BAR_RADIUS = 3;
/** Pixels an X axis label needs ('Mar 16' at 12 px and a gap): the axis names every how many days fits. */
const LABEL_ROOM = 64;

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
 * hover: plain SVG and HTML, no chart library. The SVG is drawn in the plot's measured pixels (bars
 * at most 24 px wide, rounded tops); the axis labels are HTML placed by percentage. Colours are
 * Tailwind classes, so the chart follows the light or dark theme. Decorative for assistive
 * technology: the card's caption and data table carry the same figures.
 */
export function UsageChart({ daily }: { daily: readonly DailyUsage[] }) {
  const plot = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(plot);
  const [hovered, setHovered] = useState<number | null>(null);
  const ticks = chartTicks(Math.max(0, ...daily.map((d) => d.credits)));
  const top = ticks.at(-1) ?? 1;
  const slots = Math.max(1, daily.length);
  const slotPercent = 100 / slots;
  const slot = width / slots;
  const barWidth = Math.min(MAX_BAR_WIDTH, slot * BAR_SHARE);
  const labelEvery = slot > 0 ? Math.ceil(LABEL_ROOM / slot) : 5;
  const y = (value: number) => height - (value / top) * height;
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
        <div
          ref={plot}
          className="relative flex-1"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHovered(null)}
        >
          {width > 0 && height > 0 ? (
            <svg
              aria-hidden="true"
              className="absolute inset-0 size-full overflow-visible"
              viewBox={`0 0 ${width} ${height}`}
            >
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={width}
                  y1={Math.round(y(tick)) + 0.5}
                  y2={Math.round(y(tick)) + 0.5}
                  className="stroke-zinc-200 dark:stroke-zinc-800"
                />
              ))}
              {hovered !== null ? (
                <rect x={hovered * slot} y={0} width={slot} height={height} className="fill-zinc-500/10" />
              ) : null}
              {daily.map((day, i) =>
                day.credits > 0 ? (
                  <path
                    key={day.date}
                    d={barPath((i + 0.5) * slot - barWidth / 2, barWidth, y(day.credits), height, BAR_RADIUS)}
                    className="fill-indigo-600 dark:fill-indigo-400"
                  />
                ) : null,
              )}
            </svg>
          ) : null}
          {hoveredDay && hovered !== null ? <DayTooltip day={hoveredDay} left={(hovered + 0.5) * slotPercent} /> : null}
        </div>
        <div className="relative h-6">
          {daily.map((day, i) =>
            i % labelEvery === 0 ? (
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
