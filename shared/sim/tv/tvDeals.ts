// TV networks and broadcast deals (spec §3, §9; our design in rules/tv.ts and docs/rules/tv.md "TV
// networks"). A network unlocks when the federation's popularity reaches its minimum (Local Community TV
// from the start) and then makes an offer. Accepting ties a deal to one weekly show: every episode aired
// records its viewership and rating against the targets and pays; missed targets warn, then cancel; at
// the end the network offers a renewal shaped by how the deal went.
import { findTvNetwork, TV_NETWORKS, type TvNetworkRow } from '#shared/data/tvNetworks.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatNumberUs } from '#shared/rules/money.ts';
import { ADVERTISING_LEVELS } from '#shared/rules/products.ts';
import {
  CANCELLED_DEAL_COOLDOWN_WEEKS,
  episodePayment,
  MISSES_BEFORE_CANCEL,
  OFFER_COOLDOWN_WEEKS,
  OFFER_USD_PER_THOUSAND_VIEWERS,
  OFFER_VALID_WEEKS,
  offerLengthWeeks,
  PERCENTAGE_OFFER_FROM_POPULARITY,
  PERCENTAGE_OFFER_SHARE,
  reachesNetwork,
  RENEWAL_BASE,
  RENEWAL_PER_HIT_RATE,
  targetRating,
  targetViewership,
  viewership as viewersFor,
  type PaymentStructure,
} from '#shared/rules/tv.ts';
import { isRunning } from '../ai/profile.ts';
import { activeLevel } from '../business/products.ts';
import type { SimEvent } from '../events.ts';
import { receiveNow } from '../ledger/payments.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { requireOwnShow, showsNotRun, type Show } from '../shows/show.ts';
import { requireFederation, takeId, type Federation, type World } from '../world.ts';
import { heldByRivalText, networkHoldersById, offerHeldFor, offerHeldText, popularityText, tvOfferRefusal } from './networkHolders.ts';

export interface TvOffer {
  id: string;
  networkId: string;
  paymentStructure: PaymentStructure;
  /** USD per episode, or the percentage of the episode's ad revenue. */
  paymentAmount: number;
  lengthWeeks: number;
  minimumViewershipTarget: number;
  minimumShowRatingTarget: number;
  /** Last week (weekIndex) the offer can be accepted. */
  expiresWeek: number;
  isRenewal: boolean;
}

export interface TvNetworkState {
  networkId: string;
  isUnlocked: boolean;
  currentOffer: TvOffer | null;
  /** No new offer before this week (after a decline, a lapse or a cancellation). */
  cooldownUntilWeek: number;
}

export interface EpisodeRecord {
  weekIndex: number;
  showId: string | null;
  /** The aired show's name when it aired (null: no episode). Kept in the record because the synced state
   * carries only the newest shows: the episodes table names old episodes from here. */
  showName: string | null;
  viewership: number;
  rating: number;
  payment: number;
  metViewership: boolean;
  metRating: boolean;
}

export interface BroadcastDeal {
  id: string;
  networkId: string;
  /** The weekly show it airs (the latest of its weekly chain). */
  showId: string;
  paymentStructure: PaymentStructure;
  paymentAmount: number;
  lengthWeeks: number;
  startWeek: number;
  endWeek: number;
  minimumViewershipTarget: number;
  minimumShowRatingTarget: number;
  totalEarnings: number;
  performanceHistory: EpisodeRecord[];
  missedInARow: number;
  isActive: boolean;
  endedReason: 'expired' | 'cancelled' | null;
}

export function initialTvNetworks(): TvNetworkState[] {
  return TV_NETWORKS.map((n) => ({ networkId: n.id, isUnlocked: false, currentOffer: null, cooldownUntilWeek: 0 }));
}

function network(id: string): TvNetworkRow {
  const row = findTvNetwork(id);
  if (!row) throw new SimRefusal('That TV network does not exist.');
  return row;
}

function makeOffer(world: World, row: TvNetworkRow, amountFactor = 1, isRenewal = false): TvOffer {
  const percentage = row.minPopularityRequired >= PERCENTAGE_OFFER_FROM_POPULARITY;
  const base = percentage ? PERCENTAGE_OFFER_SHARE : (row.networkSize / 1000) * OFFER_USD_PER_THOUSAND_VIEWERS;
  return {
    id: takeId(world, 'offer'),
    networkId: row.id,
    paymentStructure: percentage ? 'percentage' : 'per_episode',
    paymentAmount: percentage ? Math.min(100, Math.round(base * amountFactor)) : roundMoney(Math.round((base * amountFactor) / 50) * 50),
    lengthWeeks: offerLengthWeeks(row.minPopularityRequired),
    minimumViewershipTarget: targetViewership(row.networkSize, row.minPopularityRequired),
    minimumShowRatingTarget: targetRating(row.minPopularityRequired),
    expiresWeek: world.calendar.totalWeeksProgressed + OFFER_VALID_WEEKS,
    isRenewal,
  };
}


/**
 * Unlocks the networks the federation's popularity now reaches, lapses stale offers, and makes offers
 * from unlocked networks that have none (and no deal). Run at founding and each week.
 */
export function refreshTvNetworks(world: World, federation: Federation, now: number): SimEvent[] {
  const events: SimEvent[] = [];
  const week = world.calendar.totalWeeksProgressed;
  // The networks it is on air with, read once: a federation keeps every ended deal (an AI one ~14 a year).
  const onAir = new Set(federation.broadcastDeals.filter((d) => d.isActive).map((d) => d.networkId));
  // The rivals' deals do not move during this step: who holds each network, read once.
  const holders = networkHoldersById(world, federation.id);
  for (const state of federation.tvNetworks) {
    const row = network(state.networkId);
    if (!state.isUnlocked && reachesNetwork(federation.popularity, row.minPopularityRequired)) state.isUnlocked = true;
    if (!state.isUnlocked) continue;
    if (state.currentOffer && state.currentOffer.expiresWeek < week) {
      state.currentOffer = null;
      state.cooldownUntilWeek = week + OFFER_COOLDOWN_WEEKS;
    }
    // A network airing a rival withdraws its open offer (no cooldown, a message) and makes none until that deal ends.
    const holder = holders.get(row.id);
    if (holder) {
      if (state.currentOffer) {
        state.currentOffer = null;
        addMessage(world, federation.id, 'tv_offer', `TV offer withdrawn: ${row.name}`, `${heldByRivalText(world, row, holder)} Its offer to you is withdrawn; it makes a new one when that deal ends.`, now);
      }
      continue;
    }
    // An offer standing for another federation is held for it: none to this one meanwhile.
    const held = offerHeldFor(world, row.id, federation.id);
    if (held) {
      if (state.currentOffer) {
        state.currentOffer = null;
        addMessage(world, federation.id, 'tv_offer', `TV offer withdrawn: ${row.name}`, `${offerHeldText(world, row, held)} Its offer to you is withdrawn.`, now);
      }
      continue;
    }
    // Offers go only to a federation whose popularity still reaches the minimum (the same check as signing).
    const reaches = reachesNetwork(federation.popularity, row.minPopularityRequired);
    if (state.currentOffer && !reaches) {
      state.currentOffer = null;
      addMessage(world, federation.id, 'tv_offer', `TV offer withdrawn: ${row.name}`, `${row.name} signs federations with popularity ${row.minPopularityRequired} or more: yours fell to ${popularityText(federation.popularity)}. It offers again once you reach it.`, now);
      continue;
    }
    if (state.currentOffer || !reaches || onAir.has(row.id) || week < state.cooldownUntilWeek) continue;
    state.currentOffer = makeOffer(world, row);
    addMessage(world, federation.id, 'tv_offer', `TV offer: ${row.name}`, offerText(row, state.currentOffer), now);
    events.push({ kind: 'tvOffer', federationId: federation.id, networkId: row.id, network: row.name });
  }
  return events;
}

/**
 * The week step: every running federation's networks looked at again, the players' federations first and
 * then the AI ones (each group in world order). A player answers between advances while an AI promoter
 * answers in the same advance, so a network that can make only one offer at a time offers it to a player
 * first rather than to a rival who takes or declines it at once.
 */
export function refreshAllTvNetworks(world: World, now: number): SimEvent[] {
  const running = world.federations.filter(isRunning);
  const order = [...running.filter((f) => f.controller === 'player'), ...running.filter((f) => f.controller !== 'player')];
  return order.flatMap((federation) => refreshTvNetworks(world, federation, now));
}

function offerText(row: TvNetworkRow, offer: TvOffer): string {
  const pay = offer.paymentStructure === 'per_episode' ? `$${formatNumberUs(offer.paymentAmount)} per episode` : `${offer.paymentAmount}% of each episode's ad revenue`;
  return `${row.name} (${formatNumberUs(row.networkSize)} viewers) offers ${pay} for ${offer.lengthWeeks} weeks of your weekly show, if episodes rate ${offer.minimumShowRatingTarget} stars and draw ${formatNumberUs(offer.minimumViewershipTarget)} viewers. Accept on the TV Networks page within ${OFFER_VALID_WEEKS} weeks.`;
}

export function acceptTvOffer(world: World, federationId: string, networkId: string, showId: string): BroadcastDeal {
  const federation = requireFederation(world, federationId);
  const state = federation.tvNetworks.find((n) => n.networkId === networkId);
  const row = network(networkId);
  const refusal = tvOfferRefusal(world, federation, networkId);
  if (refusal || !state?.currentOffer) throw new SimRefusal(refusal ?? `${row.name} has no offer for you right now.`);
  const show = requireOwnShow(world, federationId, showId);
  if (show.hasBeenRun) throw new SimRefusal('Pick a show that has not been run yet.');
  if (show.frequency !== 'weekly') throw new SimRefusal('A TV deal airs a weekly show: pick a weekly show.');
  if (show.tvDealId && federation.broadcastDeals.some((d) => d.id === show.tvDealId && d.isActive)) throw new SimRefusal(`${show.name} already airs on another network.`);
  const offer = state.currentOffer;
  const week = world.calendar.totalWeeksProgressed;
  const deal: BroadcastDeal = {
    id: takeId(world, 'deal'),
    networkId,
    showId: show.id,
    paymentStructure: offer.paymentStructure,
    paymentAmount: offer.paymentAmount,
    lengthWeeks: offer.lengthWeeks,
    startWeek: week,
    endWeek: week + offer.lengthWeeks - 1,
    minimumViewershipTarget: offer.minimumViewershipTarget,
    minimumShowRatingTarget: offer.minimumShowRatingTarget,
    totalEarnings: 0,
    performanceHistory: [],
    missedInARow: 0,
    isActive: true,
    endedReason: null,
  };
  federation.broadcastDeals.push(deal);
  show.tvDealId = deal.id;
  state.currentOffer = null;
  return deal;
}

/** Moves an active deal onto another weekly show not yet run (its old show was cancelled or changed). */
export function assignTvDeal(world: World, federationId: string, dealId: string, showId: string): void {
  const federation = requireFederation(world, federationId);
  const deal = federation.broadcastDeals.find((d) => d.id === dealId && d.isActive);
  if (!deal) throw new SimRefusal('That TV deal is not active.');
  const show = requireOwnShow(world, federationId, showId);
  if (show.hasBeenRun) throw new SimRefusal('Pick a show that has not been run yet.');
  if (show.frequency !== 'weekly') throw new SimRefusal('A TV deal airs a weekly show: pick a weekly show.');
  if (show.tvDealId && show.tvDealId !== deal.id && federation.broadcastDeals.some((d) => d.id === show.tvDealId && d.isActive)) throw new SimRefusal(`${show.name} already airs on another network.`);
  const old = world.shows.find((s) => s.id === deal.showId);
  if (old && !old.hasBeenRun && old.tvDealId === deal.id) old.tvDealId = null;
  deal.showId = show.id;
  show.tvDealId = deal.id;
}

export function declineTvOffer(world: World, federationId: string, networkId: string): void {
  const federation = requireFederation(world, federationId);
  const state = federation.tvNetworks.find((n) => n.networkId === networkId);
  if (!state?.currentOffer) throw new SimRefusal(`${network(networkId).name} has no offer for you right now.`);
  state.currentOffer = null;
  state.cooldownUntilWeek = world.calendar.totalWeeksProgressed + OFFER_COOLDOWN_WEEKS;
}

/**
 * An AI promoter answers its offers in the advance it gets them: before and after it acts, it declines (as
 * the player declines: the network waits OFFER_COOLDOWN_WEEKS) every offer it cannot sign (tvOfferRefusal)
 * or has no weekly show to air (one not run yet without a deal), so a network is never held for a
 * federation that will not take it.
 */
export function declineOffersItCannotTake(world: World, federation: Federation): void {
  const offers = federation.tvNetworks.filter((n) => n.currentOffer);
  if (!offers.length) return;
  const week = world.calendar.totalWeeksProgressed;
  const freeWeekly = showsNotRun(world).some((s) => s.federationId === federation.id && s.frequency === 'weekly' && !federation.broadcastDeals.some((d) => d.isActive && d.id === s.tvDealId));
  for (const state of offers) {
    if (freeWeekly && !tvOfferRefusal(world, federation, state.networkId)) continue;
    state.currentOffer = null;
    state.cooldownUntilWeek = week + OFFER_COOLDOWN_WEEKS;
  }
}

export function activeDealOf(federation: Federation, show: Pick<Show, 'tvDealId'>): BroadcastDeal | undefined {
  // Ids are unique and the deal on air is among the newest (every ended deal is kept): searched from the end.
  return show.tvDealId ? federation.broadcastDeals.findLast((d) => d.id === show.tvDealId && d.isActive) : undefined;
}

/** Airs a show that was just run on its deal's network: viewership, targets, payment. */
export function airEpisode(world: World, federation: Federation, show: Show, rating: number): { viewers: number; payment: number } {
  const deal = activeDealOf(federation, show);
  if (!deal) return { viewers: 0, payment: 0 };
  const row = network(deal.networkId);
  const advertising = ADVERTISING_LEVELS[activeLevel(federation, 'advertising')]!.viewershipMultiplier;
  const viewers = viewersFor(row.networkSize, rating, federation.popularity, advertising);
  const payment = roundMoney(episodePayment(deal.paymentStructure, deal.paymentAmount, viewers));
  const record: EpisodeRecord = {
    weekIndex: world.calendar.totalWeeksProgressed,
    showId: show.id,
    showName: show.name,
    viewership: viewers,
    rating,
    payment,
    metViewership: viewers >= deal.minimumViewershipTarget,
    metRating: rating >= deal.minimumShowRatingTarget,
  };
  deal.performanceHistory.push(record);
  deal.totalEarnings = roundMoney(deal.totalEarnings + payment);
  receiveNow(federation, 'tv', `TV: ${row.name} (episode ${deal.performanceHistory.length})`, payment);
  return { viewers, payment };
}

/**
 * Week step (before the calendar moves): each active deal judges the week's episode (none aired counts as
 * a miss), warns on a miss and cancels after MISSES_BEFORE_CANCEL in a row; a deal whose last week
 * passed ends with a renewal offer shaped by its record. A weekly show's clone keeps its deal.
 */
export function advanceTvDeals(world: World, federation: Federation, now: number): SimEvent[] {
  const events: SimEvent[] = [];
  const week = world.calendar.totalWeeksProgressed;
  for (const deal of federation.broadcastDeals.filter((d) => d.isActive)) {
    const row = network(deal.networkId);
    let episode = deal.performanceHistory.find((e) => e.weekIndex === week);
    if (!episode) {
      episode = { weekIndex: week, showId: null, showName: null, viewership: 0, rating: 0, payment: 0, metViewership: false, metRating: false };
      deal.performanceHistory.push(episode);
    }
    const met = episode.metViewership && episode.metRating;
    deal.missedInARow = met ? 0 : deal.missedInARow + 1;
    if (!met) {
      const why = !episode.showId ? 'no episode aired this week' : [!episode.metRating && `rated ${episode.rating.toFixed(1)} stars (target ${deal.minimumShowRatingTarget})`, !episode.metViewership && `drew ${formatNumberUs(episode.viewership)} viewers (target ${formatNumberUs(deal.minimumViewershipTarget)})`].filter(Boolean).join(' and ');
      if (deal.missedInARow >= MISSES_BEFORE_CANCEL) {
        deal.isActive = false;
        deal.endedReason = 'cancelled';
        const state = federation.tvNetworks.find((n) => n.networkId === row.id);
        if (state) state.cooldownUntilWeek = week + CANCELLED_DEAL_COOLDOWN_WEEKS;
        addMessage(world, federation.id, 'tv_deal_cancelled', `TV deal cancelled: ${row.name}`, `${row.name} cancelled your deal after ${MISSES_BEFORE_CANCEL} weeks in a row below its targets: ${why}. It makes you no offer for ${CANCELLED_DEAL_COOLDOWN_WEEKS} weeks.`, now);
        events.push({ kind: 'tvDealCancelled', federationId: federation.id, networkId: row.id, network: row.name });
        continue;
      }
      addMessage(world, federation.id, 'tv_warning', `TV warning: ${row.name}`, `Your episode missed ${row.name}'s targets: ${why}. ${MISSES_BEFORE_CANCEL - deal.missedInARow} more miss${MISSES_BEFORE_CANCEL - deal.missedInARow === 1 ? '' : 'es'} in a row and the deal is cancelled.`, now);
      events.push({ kind: 'tvWarning', federationId: federation.id, networkId: row.id, network: row.name, missedInARow: deal.missedInARow });
    }
    if (week >= deal.endWeek) {
      deal.isActive = false;
      deal.endedReason = 'expired';
      const aired = deal.performanceHistory.length;
      const hits = deal.performanceHistory.filter((e) => e.metRating && e.metViewership).length;
      const factor = RENEWAL_BASE + RENEWAL_PER_HIT_RATE * (aired ? hits / aired : 0);
      const state = federation.tvNetworks.find((n) => n.networkId === row.id);
      if (state) {
        state.currentOffer = makeOffer(world, row, factor, true);
        state.cooldownUntilWeek = 0;
        addMessage(world, federation.id, 'tv_renewal', `TV renewal: ${row.name}`, `Your deal with ${row.name} has ended (${hits} of ${aired} episodes on target). ${offerText(row, state.currentOffer)}`, now);
      }
      events.push({ kind: 'tvDealEnded', federationId: federation.id, networkId: row.id, network: row.name, totalEarnings: deal.totalEarnings });
    }
  }
  return events;
}

/** A weekly show's clone takes over its deal. */
export function moveDealToClone(federation: Federation, from: Show, clone: Show): void {
  const deal = activeDealOf(federation, from);
  if (!deal) return;
  deal.showId = clone.id;
  clone.tvDealId = deal.id;
}
