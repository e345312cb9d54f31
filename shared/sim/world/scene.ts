// The global wrestling scene (/global-wrestling-scene): every active federation's public
// face. Never a rival's private figures (funds, salaries, contracts, plans): only what the synced
// FederationFaceState already shows to anyone, plus its popularity trend, tier and personality.
import { formatDate } from '#shared/rules/calendar.ts';
import type { AiPersonality } from '#shared/rules/ai.ts';
import { aiProfileOf, isRunning } from '../ai/profile.ts';
import { findWrestlerIn, rosterOf } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { popularityTrend, recentShowsByFederation, trendChange } from './recentShows.ts';

/** How a federation was founded: an AI tier ('new' for one that emerged later), or a player's. */
export type SceneTier = 'large' | 'medium' | 'small' | 'new' | 'player';

export const SCENE_TIER_LABELS: Readonly<Record<SceneTier, string>> = {
  large: 'Large',
  medium: 'Medium',
  small: 'Small',
  new: 'New',
  player: 'Player federation',
};

/** The personality as players read it: one line each (our design; the controller's weights in ai/controller.ts). */
export const AI_PERSONALITY_HINTS: Readonly<Record<AiPersonality, string>> = {
  aggressive: 'Spends big on stars',
  cooperative: 'Plays fair and builds steadily',
  defensive: 'Guards its money and keeps its roster',
  chaotic: 'Unpredictable: anything can happen',
};

export interface SceneLastShow {
  name: string;
  /** Stars, 0-10. */
  rating: number;
  /** "Week 2, January 2026". */
  date: string;
  /** Weeks between that show's week and the week in progress (0: this week). */
  weeksAgo: number;
}

export interface SceneFederation {
  id: string;
  name: string;
  logo: string;
  /** The asking player's own federation. */
  isYou: boolean;
  controller: 'player' | 'ai';
  tier: SceneTier;
  /** 0-100, one decimal. */
  popularity: number;
  /** Popularity at each recent week opening then now, oldest first (0-100). */
  trend: number[];
  /** Popularity change over the trend, in points. */
  popularityChange: number;
  rosterSize: number;
  champions: { title: string; holderName: string }[];
  lastShow: SceneLastShow | null;
  personality: AiPersonality | null;
  personalityHint: string | null;
}

/** Every running federation's scene card, by popularity (highest first, then name). */
export function worldScene(world: World, federationId: string): SceneFederation[] {
  const running = world.federations.filter(isRunning);
  const recent = recentShowsByFederation(world, running.map((f) => f.id));
  const now = world.calendar.totalWeeksProgressed;
  const cards = running.map((federation): SceneFederation => {
    const ai = aiProfileOf(federation);
    const trend = popularityTrend(federation.popularityHistory, federation.popularity);
    const last = recent.get(federation.id)?.[0];
    return {
      id: federation.id,
      name: federation.name,
      logo: federation.logo,
      isYou: federation.id === federationId,
      controller: federation.controller,
      tier: ai ? (ai.tier === 'random' ? 'new' : ai.tier) : 'player',
      popularity: Math.round(federation.popularity * 10) / 10,
      trend,
      popularityChange: trendChange(trend),
      rosterSize: rosterOf(world, federation.id).length,
      champions: world.championships
        .filter((c) => c.federationId === federation.id && c.isActive)
        .map((c) => ({ title: c.name, holderName: (c.holderId ? findWrestlerIn(world, c.holderId)?.name : undefined) ?? 'Vacant' })),
      lastShow: last?.result ? { name: last.name, rating: last.result.rating.value, date: formatDate(last), weeksAgo: Math.max(0, now - last.weekIndex) } : null,
      personality: ai?.personality ?? null,
      personalityHint: ai ? AI_PERSONALITY_HINTS[ai.personality] : null,
    };
  });
  return cards.sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
