// The profile chart's series: the five skills over time, rebuilt from the wrestler's history entries
// (each names the skill, the change and the value after it; popularity entries are left out).
import { SKILLS, isSkillName, type SkillName } from '#shared/rules/training.ts';
import type { HistoryEntry } from '#shared/sim/roster/wrestler.ts';

export type SkillPoint = { week: number } & Record<SkillName, number>;

/**
 * One point before the first skill change (values before it), then one per week with changes. Empty
 * when no skill has changed yet.
 */
export function skillHistorySeries(history: readonly HistoryEntry[], current: Readonly<Record<SkillName, number>>): SkillPoint[] {
  const entries = history.filter((entry) => isSkillName(entry.skill)).sort((a, b) => a.week - b.week);
  if (entries.length === 0) return [];
  const values = Object.fromEntries(SKILLS.map((skill) => [skill, current[skill]])) as Record<SkillName, number>;
  for (const skill of SKILLS) {
    const first = entries.find((entry) => entry.skill === skill);
    if (first) values[skill] = first.value - first.change;
  }
  const points: SkillPoint[] = [{ week: Math.max(0, entries[0]!.week - 1), ...values }];
  for (const entry of entries) {
    values[entry.skill as SkillName] = entry.value;
    const last = points[points.length - 1]!;
    if (last.week === entry.week) Object.assign(last, values);
    else points.push({ week: entry.week, ...values });
  }
  return points;
}
