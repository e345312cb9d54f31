// A show's rating (our design, docs/rules/shows.md "Show rating"): the weighted average of its
// segments (the main event counts MAIN_EVENT_WEIGHT, other matches MATCH_WEIGHT, promos PROMO_WEIGHT),
// minus a thin-card penalty, plus show-wide bonuses (production, venue upgrades: the next systems). Each
// segment's share is a part of the breakdown, so the parts add up to the rating.
import { FULL_CARD_SEGMENTS, MAIN_EVENT_WEIGHT, MATCH_WEIGHT, PROMO_WEIGHT, THIN_CARD_PENALTY_STARS } from '#shared/rules/shows.ts';
import type { RngState } from '../rng.ts';
import type { World } from '../world.ts';
import { rateSegment, ratingFromParts, type QualityBonus, type RatingLabels } from './rateSegment.ts';
import type { Rating, RatingPart, Segment, Show } from './show.ts';

export interface ShowBonuses {
  /** Stars added to every segment (e.g. production quality). */
  segment?: readonly QualityBonus[];
  /** Stars added to the show as a whole (e.g. venue lighting, pyrotechnics). */
  show?: readonly QualityBonus[];
}

export function segmentWeight(show: Show, index: number): number {
  const segment = show.segments[index]!;
  if (index === show.segments.length - 1) return MAIN_EVENT_WEIGHT;
  return segment.kind === 'match' ? MATCH_WEIGHT : PROMO_WEIGHT;
}

/**
 * Rates the show. `source` is the generator for a rating with the night's luck, null for the expected
 * rating of the announced card, or 'results' to rate from the segments' results after the show ran.
 */
export function rateShow(world: World, show: Show, source: RngState | null | 'results', bonuses: ShowBonuses = {}, labels: RatingLabels = 'labelled'): { rating: Rating; segments: Rating[] } {
  const labelled = labels === 'labelled';
  const segments = show.segments.map((segment: Segment) =>
    source === 'results' && segment.result ? segment.result.rating : rateSegment(world, show.federationId, segment, source === 'results' ? null : source, bonuses.segment ?? [], labels),
  );
  const weights = show.segments.map((_, index) => segmentWeight(show, index));
  const total = weights.reduce((a, b) => a + b, 0);
  const parts: RatingPart[] = show.segments.map((segment, index) => ({
    label: !labelled ? '' : `${index === show.segments.length - 1 ? 'Main event' : segment.kind === 'match' ? 'Match' : 'Segment'}: ${segment.title} (${segments[index]!.value.toFixed(1)} stars, weight ${weights[index]})`,
    stars: total ? (segments[index]!.value * weights[index]!) / total : 0,
  }));
  const missing = Math.max(0, FULL_CARD_SEGMENTS - show.segments.length);
  if (missing > 0) parts.push({ label: labelled ? `Thin card (${show.segments.length} of ${FULL_CARD_SEGMENTS} segments)` : '', stars: -missing * THIN_CARD_PENALTY_STARS });
  parts.push(...(bonuses.show ?? []));
  return { rating: ratingFromParts(parts, labels), segments };
}
