// The free-agent list (spec §7: the database select, limit 20 by default): every free agent, searchable
// and sortable, a page at a time. Those the federation qualifies for come first; the others are
// listed locked, with the popularity they require.
import { FREE_AGENT_PAGE_SIZE } from '#shared/rules/market.ts';
import type { World } from '../world.ts';
import { requireFederation } from '../world.ts';
import { interestCounter } from './demand.ts';
import { qualifiesFor, rehireBanWeeksLeft } from './eligibility.ts';
import type { Wrestler } from './wrestler.ts';

export const FREE_AGENT_SORTS = ['totalPoints', 'popularity', 'askingSalary', 'name', 'age', 'minFederationPopularityRequired'] as const;
export type FreeAgentSort = (typeof FREE_AGENT_SORTS)[number];

export interface FreeAgentQuery {
  search?: string;
  sort?: FreeAgentSort;
  direction?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
}

export interface FreeAgentRow {
  wrestler: Wrestler;
  /** The federation's popularity is below the wrestler's requirement. */
  locked: boolean;
  /** Weeks before this federation may sign them again (0 when free to). */
  rehireBanWeeks: number;
  onMarket: boolean;
  /** Rival federations that would sign them now: each raises their quote (roster/demand.ts). */
  interest: number;
}

export interface FreeAgentPage {
  rows: FreeAgentRow[];
  /** Free agents matching the search, locked ones included. */
  total: number;
  qualified: number;
  offset: number;
  limit: number;
}

function compare(a: Wrestler, b: Wrestler, sort: FreeAgentSort): number {
  if (sort === 'name') return a.name.localeCompare(b.name);
  return a[sort] - b[sort];
}

export function listFreeAgents(world: World, federationId: string, query: FreeAgentQuery = {}): FreeAgentPage {
  const federation = requireFederation(world, federationId);
  const sort = query.sort ?? 'totalPoints';
  const sign = (query.direction ?? (sort === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const limit = Math.max(1, Math.min(query.limit ?? FREE_AGENT_PAGE_SIZE, 100));
  const offset = Math.max(0, query.offset ?? 0);
  const needle = (query.search ?? '').trim().toLowerCase();
  const matches = world.wrestlers.filter(
    (w) => w.federationId === null && (!needle || w.name.toLowerCase().includes(needle) || w.nationality.toLowerCase().includes(needle) || w.style.toLowerCase().includes(needle)),
  );
  const rows = matches.map((wrestler) => ({
    wrestler,
    locked: !qualifiesFor(federation, wrestler),
    rehireBanWeeks: rehireBanWeeksLeft(world, federationId, wrestler),
    onMarket: federation.market.includes(wrestler.id),
  }));
  rows.sort(
    (a, b) =>
      Number(a.locked) - Number(b.locked) ||
      (a.locked ? a.wrestler.minFederationPopularityRequired - b.wrestler.minFederationPopularityRequired : 0) ||
      sign * compare(a.wrestler, b.wrestler, sort) ||
      a.wrestler.name.localeCompare(b.wrestler.name),
  );
  const interest = interestCounter(world);
  const page = rows.slice(offset, offset + limit).map((row) => ({ ...row, interest: interest(row.wrestler, federationId) }));
  return { rows: page, total: rows.length, qualified: rows.filter((r) => !r.locked).length, offset, limit };
}
