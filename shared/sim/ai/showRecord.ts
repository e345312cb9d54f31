// The two figures an AI federation's shutdown rules read (spec §3: show_quality_average,
// consecutive_losses), our design (docs/rules/ai.md "AI federations"):
// - show_quality_average: the mean rating (stars) of its last AI_SHOW_QUALITY_SHOWS shows;
// - a "loss" is a week it held no show, or whose show lost money (its result's profit below 0: tickets,
//   merchandise and TV against the rental, licence and fees); consecutive_losses counts them in a row and a
//   week whose show made money resets it to 0.
import { AI_SHOW_QUALITY_SHOWS } from '#shared/rules/ai.ts';
import type { Show } from '../shows/show.ts';
import type { AiProfile } from './profile.ts';

/** Whether the week counts as a loss: no show, or a show that lost money. */
export function isLosingWeek(show: Pick<Show, 'result'> | null): boolean {
  return !show?.result || show.result.profit < 0;
}

export function recordAiWeek(profile: AiProfile, show: Pick<Show, 'result' | 'weekIndex'> | null): void {
  if (show?.result) {
    profile.recentShowRatings = [...profile.recentShowRatings, show.result.rating.value].slice(-AI_SHOW_QUALITY_SHOWS);
    const sum = profile.recentShowRatings.reduce((total, r) => total + r, 0);
    profile.showQualityAverage = Math.round((sum / profile.recentShowRatings.length) * 100) / 100;
    profile.lastShowWeek = show.weekIndex;
  }
  profile.consecutiveLosses = isLosingWeek(show) ? profile.consecutiveLosses + 1 : 0;
}
