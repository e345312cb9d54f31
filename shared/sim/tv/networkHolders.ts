// A network airs one federation at a time, and holds its offer for one federation at a time (docs/rules/tv.md
// "TV networks"): who holds each network and each standing offer, and the sentences refusing a network that
// is held. The player's accept and the AI promoters read the same check (tvOfferRefusal).
import { findTvNetwork, TV_NETWORKS, type TvNetworkRow } from '#shared/data/tvNetworks.ts';
import { formatDate, weekAhead } from '#shared/rules/calendar.ts';
import { reachesNetwork } from '#shared/rules/tv.ts';
import { isRunning } from '../ai/profile.ts';
import { SimRefusal } from '../refusal.ts';
import type { Federation, World } from '../world.ts';
import type { BroadcastDeal, TvNetworkState, TvOffer } from './tvDeals.ts';

function network(id: string): TvNetworkRow {
  const row = findTvNetwork(id);
  if (!row) throw new SimRefusal('That TV network does not exist.');
  return row;
}

/** Another running federation's active deal with the network, if any. */
export interface NetworkHolder {
  federation: Federation;
  deal: BroadcastDeal;
}

/**
 * A network airs one federation at a time (docs/rules/tv.md "TV networks"): the running
 * federation other than `federationId` whose deal with the network is active, or null. In a lone world
 * there is none, so nothing changes there.
 */
export function networkHolder(world: World, networkId: string, federationId: string): NetworkHolder | null {
  for (const federation of world.federations) {
    if (federation.id === federationId || !isRunning(federation)) continue;
    const deal = federation.broadcastDeals.find((d) => d.isActive && d.networkId === networkId);
    if (deal) return { federation, deal };
  }
  return null;
}

/**
 * networkHolder for every network at once, by network id: one walk over the other federations' deals
 * (in world order, each one's first active deal with a network, as networkHolder finds it), for a step
 * that asks about every network.
 */
export function networkHoldersById(world: World, federationId: string): Map<string, NetworkHolder> {
  const holders = new Map<string, NetworkHolder>();
  for (const federation of world.federations) {
    if (federation.id === federationId || !isRunning(federation)) continue;
    for (const deal of federation.broadcastDeals) if (deal.isActive && !holders.has(deal.networkId)) holders.set(deal.networkId, { federation, deal });
  }
  return holders;
}

/** A network another federation airs on, for the TV page: "Airs <name> until <date of endWeek>". */
export interface HeldNetwork {
  networkId: string;
  federationId: string;
  name: string;
  /** The deal's last week (weekIndex). */
  endWeek: number;
}

/** Every network held by a running federation other than `federationId` (public: who airs where). */
export function networkHolders(world: World, federationId: string): HeldNetwork[] {
  const held: HeldNetwork[] = [];
  const holders = networkHoldersById(world, federationId);
  for (const row of TV_NETWORKS) {
    const holder = holders.get(row.id);
    if (holder) held.push({ networkId: row.id, federationId: holder.federation.id, name: holder.federation.name, endWeek: holder.deal.endWeek });
  }
  return held;
}

/** Another running federation's standing offer from a network: held for it for the offer's whole window. */
export interface OfferHolder {
  federation: Federation;
  offer: TvOffer;
}

/** An offer still open this week (it is accepted up to and including its expiresWeek). */
function standingOffer(state: TvNetworkState | undefined, week: number): TvOffer | null {
  return state?.currentOffer && state.currentOffer.expiresWeek >= week ? state.currentOffer : null;
}

/**
 * The running federation other than `federationId` for which the network holds a standing offer, or null.
 * A network makes one offer at a time and holds it for its whole window (a renewal too: the federation on
 * air has first refusal): nobody else signs it meanwhile. Were two offers ever standing at once (a save
 * from before this rule), the federation first in world order holds it.
 */
export function offerHeldFor(world: World, networkId: string, federationId: string): OfferHolder | null {
  const week = world.calendar.totalWeeksProgressed;
  for (const federation of world.federations) {
    if (!isRunning(federation)) continue;
    const offer = standingOffer(federation.tvNetworks.find((n) => n.networkId === networkId), week);
    if (!offer) continue;
    if (federation.id === federationId) return null;
    return { federation, offer };
  }
  return null;
}

/** The sentence refusing a network whose offer is held for another federation, with the offer's last week. */
export function offerHeldText(world: World, row: Pick<TvNetworkRow, 'name'>, holder: OfferHolder): string {
  const end = formatDate(weekAhead(world.calendar, Math.max(0, holder.offer.expiresWeek - world.calendar.totalWeeksProgressed)));
  return `${row.name} holds its offer for ${holder.federation.name} until ${end}.`;
}

/**
 * What stops a federation signing a network's offer now, or null when it can: the same check for the player's
 * accept and for the AI promoters (who accept through the same command and look before choosing). The
 * offer must stand, nobody else may be on air with the network or hold its offer, and the federation's
 * popularity must still reach the network's minimum.
 */
export function tvOfferRefusal(world: World, federation: Federation, networkId: string): string | null {
  const row = network(networkId);
  const state = federation.tvNetworks.find((n) => n.networkId === networkId);
  if (!standingOffer(state, world.calendar.totalWeeksProgressed)) return `${row.name} has no offer for you right now.`;
  const holder = networkHolder(world, networkId, federation.id);
  if (holder) return heldByRivalText(world, row, holder);
  const held = offerHeldFor(world, networkId, federation.id);
  if (held) return offerHeldText(world, row, held);
  if (!reachesNetwork(federation.popularity, row.minPopularityRequired)) return `${row.name} signs federations with popularity ${row.minPopularityRequired} or more: yours is ${popularityText(federation.popularity)}.`;
  return null;
}

export function popularityText(popularity: number): string {
  return Number.isInteger(popularity) ? String(popularity) : popularity.toFixed(2).replace(/0$/, '');
}

/** The sentence refusing a network held by a rival, with the date its deal ends. */
export function heldByRivalText(world: World, row: Pick<TvNetworkRow, 'name'>, holder: NetworkHolder): string {
  const end = formatDate(weekAhead(world.calendar, Math.max(0, holder.deal.endWeek - world.calendar.totalWeeksProgressed)));
  return `${row.name} already airs ${holder.federation.name}'s show until ${end}.`;
}
