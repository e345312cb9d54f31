// Viewers of each aired episode as bars (gold when both targets were met, red when not) against the
// deal's viewership target as a dashed line; fits down to a phone's width.
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { compactViewers, formatViewers } from './tvData.ts';

const INK_SUBTLE = '#6f788c';
const INK_MUTED = '#a3abbd';
const LINE = '#272d3b';
const GOLD = '#f5b301';
const DANGER = '#f87171';
const INFO = '#60a5fa';

const axisProps = { stroke: INK_SUBTLE, tick: { fill: INK_MUTED, fontSize: 11 }, tickLine: false, axisLine: { stroke: LINE } } as const;

/** The next 1, 2, 2.5 or 5 x 10^n at or above the value, for a round axis top. */
function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}

export interface EpisodePoint {
  label: string;
  date: string;
  viewers: number;
  rating: number;
  met: boolean;
}

function EpisodeTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload?.length) return null;
  const point = payload[0]!.payload as EpisodePoint;
  return (
    <div className="rounded-xl border border-line-strong bg-raised px-3 py-2 text-xs shadow-card">
      <p className="mb-1 font-semibold text-ink">{point.date}</p>
      <p className="tabular-nums text-ink-muted">
        {formatViewers(point.viewers)} viewers · {point.rating.toFixed(1)}★
      </p>
    </div>
  );
}

export function EpisodesChart({ points, target }: { points: readonly EpisodePoint[]; target: number }) {
  const top = niceCeil(Math.max(target, ...points.map((p) => p.viewers)) * 1.1);
  const met = points.filter((p) => p.met).length;
  return (
    <div className="h-44 w-full" role="img" aria-label={`Viewers of ${points.length} episode${points.length === 1 ? '' : 's'} against the target of ${formatViewers(target)}: ${met} met both targets`}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 176 }}>
        <BarChart data={[...points]} margin={{ top: 12, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={LINE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axisProps} minTickGap={8} />
          <YAxis {...axisProps} width={44} tickFormatter={(v: number) => compactViewers(v)} domain={[0, top]} />
          <Tooltip content={EpisodeTooltip} cursor={{ fill: '#ffffff0d' }} />
          <ReferenceLine y={target} stroke={INFO} strokeDasharray="4 4" label={{ value: 'Target', position: 'insideTopRight', fill: INFO, fontSize: 11 }} />
          <Bar dataKey="viewers" name="Viewers" radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false}>
            {points.map((p, i) => (
              <Cell key={i} fill={p.met ? GOLD : DANGER} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
