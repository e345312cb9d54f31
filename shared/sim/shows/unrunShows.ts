// The shows of this week a federation has not run, and what skipping them costs at the week advance
// (docs/rules/week.md "Next Week and unrun shows"). The week advance applies exactly these figures
// (scheduling.ts cancelUnrunShows, dropPopularityWithoutShow below, tvDeals.ts advanceTvDeals) and the
// Next Week dialog previews them through the read-only `previewWeekAdvance` command: one rule, so the
// preview and the effect cannot drift.
import { findVenue } from '#shared/data/venues.ts';
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { clampPopularity, POPULARITY_DROP_WITHOUT_SHOW, roundPopularity } from '#shared/rules/federation.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { MISSES_BEFORE_CANCEL } from '#shared/rules/tv.ts';
import { CANCELLATION_REFUND_SHARE } from '#shared/rules/venues.ts';
import type { SimEvent } from '../events.ts';
import { activeDealOf } from '../tv/tvDeals.ts';
import { requireFederation, type Federation, type World } from '../world.ts';
import { showsOfWeek, type Show } from './show.ts';

/** The reason of the popularity drop of a week without a completed show (week report, preview). */
export const NO_SHOW_REASON = 'No show was completed this week';

/** What cancelling a show not yet run refunds: CANCELLATION_REFUND_SHARE of its rental (spec §9), USD. */
export function cancellationRefund(show: Pick<Show, 'rentalPaid'>): number {
  return roundMoney(show.rentalPaid * CANCELLATION_REFUND_SHARE);
}

/**
 * The federation's popularity after the week's "no show completed" step, or null when it keeps it
 * (a show was completed this week, or popularity is already at its floor).
 */
export function popularityWithoutShow(federation: Pick<Federation, 'popularity' | 'showsCompletedThisWeek'>): { from: number; to: number } | null {
  if (federation.showsCompletedThisWeek > 0) return null;
  const from = federation.popularity;
  const to = roundPopularity(clampPopularity(from - POPULARITY_DROP_WITHOUT_SHOW));
  return to === from ? null : { from, to };
}

/**
 * The week advance's "no show completed" step for one federation (weekSteps.ts): the drop of
 * popularityWithoutShow applied, and the week's count of completed shows reset.
 */
export function dropPopularityWithoutShow(federation: Federation): SimEvent[] {
  const change = popularityWithoutShow(federation);
  federation.showsCompletedThisWeek = 0;
  if (!change) return [];
  federation.popularity = change.to;
  return [{ kind: 'popularityChanged', federationId: federation.id, from: change.from, to: change.to, reason: NO_SHOW_REASON }];
}

export interface UnrunShow {
  showId: string;
  name: string;
  venue: string;
  /** Segments on the card (0: an empty card, auto-booked before running it from the dialog). */
  segmentCount: number;
  /** USD back when it is skipped (the cancellation refund). */
  refund: number;
  /** The TV deal that airs it: skipping it counts a missed episode there. */
  tvMiss: { dealId: string; networkId: string; network: string } | null;
  /** A weekly show that is skipped is not booked again next week (only run weekly shows are)... */
  weekly: boolean;
  /** ...unless it airs on a TV deal that outlives this week's miss: then it is booked again next week, empty, with its deal. */
  rebooked?: boolean;
}

/** A deal still active after the advance counts this week's missed episode (tvDeals.ts advanceTvDeals). */
function dealOutlivesMiss(deal: { missedInARow: number; endWeek: number }, week: number): boolean {
  return deal.missedInARow + 1 < MISSES_BEFORE_CANCEL && week < deal.endWeek;
}

/** This week's shows of the federation not run yet, in booking order, with what skipping each costs. */
export function unrunShows(world: World, federationId: string): UnrunShow[] {
  const federation = requireFederation(world, federationId);
  const week = world.calendar.totalWeeksProgressed;
  return showsOfWeek(world, week)
    .filter((s) => s.federationId === federationId && !s.hasBeenRun)
    .map((show) => {
      const deal = activeDealOf(federation, show);
      return {
        showId: show.id,
        name: show.name,
        venue: findVenue(show.venueId)?.name ?? 'the venue',
        segmentCount: show.segments.length,
        refund: cancellationRefund(show),
        tvMiss: deal ? { dealId: deal.id, networkId: deal.networkId, network: findTvNetwork(deal.networkId)?.name ?? deal.networkId } : null,
        weekly: show.frequency === 'weekly',
        rebooked: show.frequency === 'weekly' && !!deal && dealOutlivesMiss(deal, week),
      };
    });
}

export interface WeekAdvancePreview {
  shows: UnrunShow[];
  /** Popularity change of the advance if no show is completed before it (null: none). */
  popularity: { from: number; to: number; reason: string } | null;
}

/** What Next Week would do to this federation's unrun shows if they are skipped (changes nothing). */
export function previewWeekAdvance(world: World, federationId: string): WeekAdvancePreview {
  const shows = unrunShows(world, federationId);
  const change = popularityWithoutShow(requireFederation(world, federationId));
  return { shows, popularity: change ? { ...change, reason: NO_SHOW_REASON } : null };
}
