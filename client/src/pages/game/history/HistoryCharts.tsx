// /history's charts, in the dark theme of the finance charts: popularity and funds by year (two axes,
// the year in progress marked live), and the mean show rating month by month, where the eye compares
// over time. ResponsiveContainer fits them down to a phone's width.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthRating, YearRow } from '#shared/sim/history/yearByYear.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import { formatUsdCompact } from '../finances/ledgerMath.ts';

const INK_SUBTLE = '#6f788c';
const INK_MUTED = '#a3abbd';
const LINE = '#272d3b';
const GOLD = '#f5b301';
const INFO = '#60a5fa';

const axisProps = { stroke: INK_SUBTLE, tick: { fill: INK_MUTED, fontSize: 11 }, tickLine: false, axisLine: { stroke: LINE } } as const;
const tooltipStyle = { contentStyle: { background: '#1b2030', border: `1px solid ${LINE}`, borderRadius: 12, fontSize: 12 }, labelStyle: { color: '#e8ebf2', fontWeight: 600 } } as const;

export function YearsChart({ years }: { years: readonly YearRow[] }) {
  const points = years.map((y) => ({ label: y.live ? `${y.year} (so far)` : String(y.year), popularity: y.popularity, funds: y.funds }));
  const first = years[0]!;
  const last = years[years.length - 1]!;
  return (
    <div className="h-60 w-full sm:h-64" role="img" aria-label={`Popularity and funds by year, from ${first.year} to ${last.year}: now popularity ${formatPopularity(last.popularity)} and funds ${formatUsd(last.funds)}`} data-testid="years-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={LINE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axisProps} />
          <YAxis yAxisId="popularity" {...axisProps} width={32} domain={[0, 100]} />
          <YAxis yAxisId="funds" orientation="right" {...axisProps} width={56} tickFormatter={(v: number) => formatUsdCompact(v)} domain={[(low: number) => Math.min(0, low), 'auto']} />
          <Tooltip {...tooltipStyle} formatter={(value, name) => (name === 'Funds' ? formatUsd(Number(value)) : formatPopularity(Number(value)))} />
          <Legend wrapperStyle={{ fontSize: 12, color: INK_MUTED }} />
          <Line yAxisId="popularity" type="monotone" dataKey="popularity" name="Popularity" stroke={GOLD} strokeWidth={2} dot={{ r: 3, fill: GOLD }} isAnimationActive={false} />
          <Line yAxisId="funds" type="monotone" dataKey="funds" name="Funds" stroke={INFO} strokeWidth={2} dot={{ r: 3, fill: INFO }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function RatingsChart({ months }: { months: readonly MonthRating[] }) {
  const points = months.map((m) => ({ label: `${m.month.slice(0, 3)} ${m.year}`, average: m.average, shows: m.shows }));
  const best = months.reduce((top, m) => (m.average > top.average ? m : top), months[0]!);
  return (
    <div className="h-56 w-full sm:h-60" role="img" aria-label={`Mean show rating per month over ${months.length} month${months.length === 1 ? '' : 's'}; best ${best.average.toFixed(2)} stars in ${best.month} ${best.year}`} data-testid="ratings-chart">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 220 }}>
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={LINE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis {...axisProps} width={32} domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} />
          <Tooltip {...tooltipStyle} formatter={(value) => `${Number(value).toFixed(2)} ★`} />
          <Line type="monotone" dataKey="average" name="Mean rating" stroke={GOLD} strokeWidth={2} dot={points.length < 24 ? { r: 3, fill: GOLD } : false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
