// Funds over time (area) and revenue against expenses per week (bars), in the dark theme: muted axes,
// compact USD ticks, tooltips in whole dollars; ResponsiveContainer fits them down to a phone's width.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { formatUsd } from '#client/lib/format.ts';
import { formatUsdCompact, type ChartPoint } from './ledgerMath.ts';

const INK_SUBTLE = '#6f788c';
const INK_MUTED = '#a3abbd';
const LINE = '#272d3b';
const GOLD = '#f5b301';
const SUCCESS = '#22c55e';
const DANGER = '#f87171';

const axisProps = { stroke: INK_SUBTLE, tick: { fill: INK_MUTED, fontSize: 11 }, tickLine: false, axisLine: { stroke: LINE } } as const;

function ChartTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload?.length) return null;
  const point = payload[0]!.payload as ChartPoint;
  return (
    <div className="rounded-xl border border-line-strong bg-raised px-3 py-2 text-xs shadow-card">
      <p className="mb-1 font-semibold text-ink">{point.date}</p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="flex items-center justify-between gap-4 tabular-nums">
          <span className="flex items-center gap-1.5 text-ink-muted">
            <span aria-hidden="true" className="size-2 rounded-full" style={{ background: entry.color }} />
            {entry.name}
          </span>
          <span className="font-semibold text-ink">{formatUsd(Number(entry.value))}</span>
        </p>
      ))}
    </div>
  );
}

function describe(points: readonly ChartPoint[], what: string): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${what}, ${points.length} week${points.length === 1 ? '' : 's'} from ${first.date} to ${last.date}`;
}

export function FundsChart({ points }: { points: readonly ChartPoint[] }) {
  const last = points[points.length - 1]!;
  return (
    <div className="h-60 w-full sm:h-64" role="img" aria-label={`${describe(points, 'Funds after each week')}: now ${formatUsd(last.fundsAfter)}`}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
        <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="funds-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={GOLD} stopOpacity={0.35} />
              <stop offset="100%" stopColor={GOLD} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={LINE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis {...axisProps} width={56} tickFormatter={(v: number) => formatUsdCompact(v)} domain={[0, 'auto']} />
          <Tooltip content={ChartTooltip} cursor={{ stroke: INK_SUBTLE, strokeDasharray: '3 3' }} />
          <Area type="monotone" dataKey="fundsAfter" name="Funds" stroke={GOLD} strokeWidth={2} fill="url(#funds-fill)" dot={points.length < 16 ? { r: 3, fill: GOLD } : false} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

export function FlowChart({ points }: { points: readonly ChartPoint[] }) {
  return (
    <div className="h-60 w-full sm:h-64" role="img" aria-label={describe(points, 'Revenue and expenses per week')}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
        <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={2} maxBarSize={28}>
          <CartesianGrid stroke={LINE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis {...axisProps} width={56} tickFormatter={(v: number) => formatUsdCompact(v)} />
          <Tooltip content={ChartTooltip} cursor={{ fill: '#ffffff0a' }} />
          <Legend wrapperStyle={{ fontSize: 12, color: INK_MUTED }} iconType="circle" iconSize={8} itemSorter={null} />
          <Bar dataKey="revenue" name="Revenue" fill={SUCCESS} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="expenses" name="Expenses" fill={DANGER} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
