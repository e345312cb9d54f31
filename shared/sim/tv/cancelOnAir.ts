// Cancelling a weekly show that airs on a TV deal (docs/rules/tv.md "Cancelling a
// show on TV"). The player's cancelShow command: the deal moves to the federation's next weekly show booked
// ahead that airs no other deal, if there is one; otherwise it stays without a show: the network counts a
// missed episode each week (advanceTvDeals) until the player assigns another weekly show on the TV page.
// The week step's cancellation of unrun shows (scheduling.ts cancelUnrunShows) does not move the deal: a
// skipped show on air is cloned with its deal (cloneWeeklyShows).
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { requireOwnShow } from '../shows/show.ts';
import { cancelShow } from '../shows/scheduling.ts';
import { requireFederation, type World } from '../world.ts';
import { activeDealOf, moveDealToClone } from './tvDeals.ts';

/** The fields of a show the choice reads: the sim's Show and the client's show mirror both have them. */
export interface DealShowCandidate {
  id: string;
  frequency: string;
  weekIndex: number;
}

/**
 * The show a deal moves to when its show is cancelled: the soonest weekly show not run yet, from this week
 * on, that is neither the cancelled show nor on another active deal (ties: the order given, the world's).
 */
export function nextShowForDeal<S extends DealShowCandidate>(unrunShows: readonly S[], onAir: ReadonlySet<string>, currentWeek: number, cancelledShowId: string): S | undefined {
  let best: S | undefined;
  for (const show of unrunShows) {
    if (show.id === cancelledShowId || show.frequency !== 'weekly' || show.weekIndex < currentWeek || onAir.has(show.id)) continue;
    if (!best || show.weekIndex < best.weekIndex) best = show;
  }
  return best;
}

/** What became of the cancelled show's TV deal. */
export interface CancelledDealMove {
  networkId: string;
  network: string;
  /** The show that airs the deal now; null when none could take it (the TV page then asks for one). */
  movedTo: { showId: string; name: string; weekIndex: number } | null;
}

export interface CancelOwnShowResult {
  refund: number;
  /** null when the show aired no active deal. */
  deal: CancelledDealMove | null;
}

/** The player's cancelShow: the refund (scheduling.ts cancelShow), and the show's deal moved if it can be. */
export function cancelOwnShow(world: World, federationId: string, showId: string): CancelOwnShowResult {
  const federation = requireFederation(world, federationId);
  const show = requireOwnShow(world, federationId, showId);
  const deal = activeDealOf(federation, show);
  const refund = cancelShow(world, federationId, showId);
  if (!deal) return { refund, deal: null };
  const onAir = new Set<string>();
  for (const s of world.shows) if (s.federationId === federationId && activeDealOf(federation, s)) onAir.add(s.id);
  const unrun = world.shows.filter((s) => s.federationId === federationId && !s.hasBeenRun);
  const next = nextShowForDeal(unrun, onAir, world.calendar.totalWeeksProgressed, showId);
  if (next) moveDealToClone(federation, show, next);
  return {
    refund,
    deal: { networkId: deal.networkId, network: findTvNetwork(deal.networkId)?.name ?? 'The network', movedTo: next ? { showId: next.id, name: next.name, weekIndex: next.weekIndex } : null },
  };
}
