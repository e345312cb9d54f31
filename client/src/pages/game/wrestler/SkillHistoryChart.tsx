// The five skills over the weeks (recharts), from the wrestler's history entries.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SKILL_LABELS, SKILLS, type SkillName } from '#shared/rules/training.ts';
import type { HistoryEntry } from '#shared/sim/roster/wrestler.ts';
import { skillHistorySeries } from './skillHistory.ts';

export const SKILL_COLORS: Readonly<Record<SkillName, string>> = {
  strength: '#f87171',
  agility: '#60a5fa',
  technic: '#22c55e',
  charisma: '#f5b301',
  stamina: '#c084fc',
};

export function SkillHistoryChart({ history, skills }: { history: readonly HistoryEntry[]; skills: Readonly<Record<SkillName, number>> }) {
  const series = skillHistorySeries(history, skills);
  if (series.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line-strong px-4 py-8 text-center text-sm text-ink-muted" data-testid="history-empty">
        No skill changes yet. Finished training courses (and, later, matches) show up here week by week.
      </p>
    );
  const values = series.flatMap((point) => SKILLS.map((skill) => point[skill]));
  const low = Math.max(0, Math.floor((Math.min(...values) - 5) / 10) * 10);
  const high = Math.min(100, Math.ceil((Math.max(...values) + 5) / 10) * 10);
  const ticks = Array.from({ length: (high - low) / 10 + 1 }, (_, i) => low + i * 10);
  return (
    <div className="h-64 w-full sm:h-72" data-testid="history-chart" role="img" aria-label={`Skills over ${series.length} points in time, from week ${series[0]!.week} to week ${series[series.length - 1]!.week}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={series} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#272d3b" strokeDasharray="3 3" />
          <XAxis dataKey="week" tickFormatter={(week: number) => `Wk ${week}`} stroke="#6f788c" fontSize={12} tickLine={false} />
          <YAxis domain={[low, high]} ticks={ticks} allowDecimals={false} stroke="#6f788c" fontSize={12} tickLine={false} />
          <Tooltip
            contentStyle={{ background: '#1a1e28', border: '1px solid #3a4254', borderRadius: 12, color: '#eceef3', fontSize: 12 }}
            labelFormatter={(week) => `Week ${String(week)}`}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {SKILLS.map((skill) => (
            <Line key={skill} type="monotone" dataKey={skill} name={SKILL_LABELS[skill]} stroke={SKILL_COLORS[skill]} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
