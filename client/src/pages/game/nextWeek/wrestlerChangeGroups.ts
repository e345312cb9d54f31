// The week report's wrestler changes grouped by wrestler and sorted as the table asks: groups by name or by
// their net change; rows of a group by change, or in the order they happened.
import { SKILL_LABELS } from '#shared/rules/training.ts';
import type { WrestlerChange } from '#shared/sim/roster/wrestlerWeekChanges.ts';

export type ChangeSortKey = 'wrestler' | 'change';
export interface ChangeSort {
  key: ChangeSortKey;
  direction: 'asc' | 'desc';
}

export interface WrestlerChangeGroup {
  wrestlerId: string;
  name: string;
  /** Net popularity change of the week (0-100 scale, two decimals). */
  popularity: number;
  /** Net skill points of the week, every skill together. */
  skills: number;
  rows: WrestlerChange[];
}

const round2 = (value: number) => Math.round(value * 100) / 100 + 0;

/** "Popularity" or the skill's label. */
export function changeLabel(what: WrestlerChange['what']): string {
  return what === 'popularity' ? 'Popularity' : SKILL_LABELS[what];
}

/** "+1.25", "-2", "+0.5": a change with its sign, popularity to two decimals, skills whole. */
export function signedChange(change: number): string {
  const text = Number.isInteger(change) ? String(Math.abs(change)) : Math.abs(change).toFixed(2).replace(/0$/, '');
  return `${change < 0 ? '-' : '+'}${text}`;
}

export function changeGroups(changes: readonly WrestlerChange[], sort: ChangeSort): WrestlerChangeGroup[] {
  const byId = new Map<string, WrestlerChangeGroup>();
  for (const change of changes) {
    let group = byId.get(change.wrestlerId);
    if (!group) {
      group = { wrestlerId: change.wrestlerId, name: change.name, popularity: 0, skills: 0, rows: [] };
      byId.set(change.wrestlerId, group);
    }
    group.rows.push(change);
    if (change.what === 'popularity') group.popularity = round2(group.popularity + change.change);
    else group.skills += change.change;
  }
  const sign = sort.direction === 'asc' ? 1 : -1;
  const groups = [...byId.values()];
  if (sort.key === 'wrestler') {
    groups.sort((a, b) => sign * a.name.localeCompare(b.name) || a.wrestlerId.localeCompare(b.wrestlerId));
  } else {
    // Both scales run 0-100, so a group's net is its points of popularity and skill together.
    groups.sort((a, b) => sign * (a.popularity + a.skills - (b.popularity + b.skills)) || a.name.localeCompare(b.name));
    for (const group of groups) group.rows = group.rows.map((row, index) => ({ row, index })).sort((a, b) => sign * (a.row.change - b.row.change) || a.index - b.index).map(({ row }) => row);
  }
  return groups;
}
