// The global ranking (/global-ranking): federations by power score (rules/power.ts,
// docs/rules/world.md "The global ranking") with the parts of each score, and the world's wrestlers by
// popularity and by rating, the top RANKING_WRESTLERS_LISTED of each, plus the asking federation's best
// place in each list even when it falls outside (a small payload however big the world).
import { powerScore, RANKING_WRESTLERS_LISTED, type PowerScore } from '#shared/rules/power.ts';
import type { WrestlerCategory } from '#shared/rules/rating.ts';
import { isRunning } from '../ai/profile.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { popularityTrend, recentShowsByFederation, trendChange } from './recentShows.ts';

export interface RankedFederation {
  /** 1 = first. */
  rank: number;
  id: string;
  name: string;
  logo: string;
  isYou: boolean;
  popularity: number;
  power: PowerScore;
}

export interface RankedWrestler {
  /** Place in its list, 1 = first. */
  rank: number;
  id: string;
  name: string;
  /** null: free agent. */
  federationId: string | null;
  federationName: string | null;
  /** 0-100, one decimal. */
  popularity: number;
  /** Rating (totalPoints, 0-495). */
  rating: number;
  category: WrestlerCategory;
  /** Under contract with the asking federation. */
  isYours: boolean;
}

export interface WrestlerRankingList {
  /** The top RANKING_WRESTLERS_LISTED. */
  top: RankedWrestler[];
  /** The asking federation's best-placed wrestler in the whole list (inside the top or not); null when it has none. */
  yourBest: RankedWrestler | null;
  /** Wrestlers in the whole list. */
  total: number;
}

export interface WorldRanking {
  federations: RankedFederation[];
  byPopularity: WrestlerRankingList;
  byRating: WrestlerRankingList;
}

/** Every running federation by power score (highest first; ties: popularity, then name). */
export function federationRanking(world: World, federationId: string): RankedFederation[] {
  const running = world.federations.filter(isRunning);
  const recent = recentShowsByFederation(world, running.map((f) => f.id));
  const rows = running.map((federation) => {
    const ratings = (recent.get(federation.id) ?? []).map((s) => s.result!.rating.value);
    const change = trendChange(popularityTrend(federation.popularityHistory, federation.popularity));
    return {
      rank: 0,
      id: federation.id,
      name: federation.name,
      logo: federation.logo,
      isYou: federation.id === federationId,
      popularity: Math.round(federation.popularity * 10) / 10,
      power: powerScore({ popularity: federation.popularity, recentRatings: ratings, popularityChange: change }),
    };
  });
  rows.sort((a, b) => b.power.value - a.power.value || b.popularity - a.popularity || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  rows.forEach((row, i) => (row.rank = i + 1));
  return rows;
}

function wrestlerList(world: World, federationId: string, names: Map<string, string>, key: (w: Wrestler) => number): WrestlerRankingList {
  const sorted = [...world.wrestlers].sort((a, b) => key(b) - key(a) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const row = (w: Wrestler, index: number): RankedWrestler => ({
    rank: index + 1,
    id: w.id,
    name: w.name,
    federationId: w.federationId,
    federationName: w.federationId ? (names.get(w.federationId) ?? null) : null,
    popularity: Math.round(w.popularity * 10) / 10,
    rating: w.totalPoints,
    category: w.category,
    isYours: w.federationId === federationId,
  });
  const bestIndex = sorted.findIndex((w) => w.federationId === federationId);
  return {
    top: sorted.slice(0, RANKING_WRESTLERS_LISTED).map(row),
    yourBest: bestIndex >= 0 ? row(sorted[bestIndex]!, bestIndex) : null,
    total: sorted.length,
  };
}

/** The whole ranking as the asking federation sees it. Retired wrestlers have left the world, so every wrestler listed is active. */
export function worldRanking(world: World, federationId: string): WorldRanking {
  const names = new Map(world.federations.map((f) => [f.id, f.name]));
  return {
    federations: federationRanking(world, federationId),
    byPopularity: wrestlerList(world, federationId, names, (w) => w.popularity),
    byRating: wrestlerList(world, federationId, names, (w) => w.totalPoints),
  };
}
