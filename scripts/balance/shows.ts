// The shows of a balance career: which venue, how many shows a week, how each card is booked (Auto-book,
// promos, or a title changing hands every show) and which TV offer to take.
import { VENUES } from '../../shared/data/venues.ts';
import { findTvNetwork } from '../../shared/data/tvNetworks.ts';
import { attendance as attendanceRule, fairTicketPrice, SHOW_MAX_SEGMENTS } from '../../shared/rules/shows.ts';
import { outlookCardRating } from '../../shared/rules/venueOutlook.ts';
import { upgradedCapacity } from '../../shared/rules/venueUpgrades.ts';
import { venueLicensing, venueRental } from '../../shared/rules/venues.ts';
import { rosterOf } from '../../shared/sim/roster/wrestler.ts';
import { bestOutlook, outlookFederation, venueOutlook } from '../../shared/sim/shows/venueOutlook.ts';
import type { Federation, World } from '../../shared/sim/world.ts';
import { attempt } from './attempt.ts';
import type { CareerResult, Plan } from './career.ts';

/** The venue that should pay best: expected tickets (fans capped by seats) minus rental and licensing, within a fifth of the funds. */
function pickVenue(federation: Federation, expectedFans: number): string {
  const price = fairTicketPrice(federation.popularity);
  const affordable = VENUES.filter((v) => venueRental(v.capacity) <= Math.max(200, federation.funds / 5));
  // Rental is on the venue's own seats; capacity upgrades add seats for free.
  const value = (v: (typeof VENUES)[number]) => Math.min(expectedFans, upgradedCapacity(v.capacity, v.type, federation.venueUpgrades)) * price - venueRental(v.capacity) - venueLicensing(v.type);
  const best = affordable.sort((a, b) => value(b) - value(a) || a.capacity - b.capacity)[0];
  return (best ?? VENUES[0]!).id;
}

/** This week's unrun shows of the federation, in booking order. */
function unrunThisWeek(world: World, federation: Federation): Array<World['shows'][number]> {
  return world.shows.filter((s) => s.federationId === federation.id && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
}

/** The venue the plan wants this week: by last week's demand, the create-show dialog's best outlook, or the cheapest. */
function wantedVenue(world: World, federation: Federation, plan: Plan): string {
  if (plan.venue === 'cheapest') return VENUES.toSorted((a, b) => venueRental(a.capacity) - venueRental(b.capacity))[0]!.id;
  const price = Math.round(fairTicketPrice(federation.popularity));
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  if (plan.venue === 'outlook') {
    // What the dialog offers: every venue whose rental the funds pay, forecast on the last show's expected rating.
    const rentable = VENUES.filter((v) => venueRental(v.capacity) <= federation.funds);
    const outlooks = rentable.map((v) => venueOutlook(outlookFederation(federation), v, price, outlookCardRating(last?.result?.expectedRating ?? null)));
    return bestOutlook(outlooks)?.venueId ?? VENUES[0]!.id;
  }
  // Demand, not last week's capped crowd: the spec's attendance for last week's expected rating with no seat limit.
  const demand = last?.result ? attendanceRule(last.result.expectedRating, federation.popularity, price, Number.POSITIVE_INFINITY) : 100;
  return pickVenue(federation, demand);
}

/** This week's shows (the weekly clones, or new ones, up to the plan's count); a show whose venue no longer suits moves to the wanted one. */
export function thisWeeksShows(world: World, federation: Federation, plan: Plan): Array<World['shows'][number]> {
  const price = Math.round(fairTicketPrice(federation.popularity));
  const hasRun = world.shows.some((s) => s.federationId === federation.id && s.result);
  const wanted = wantedVenue(world, federation, plan);
  for (const show of unrunThisWeek(world, federation)) {
    if (!hasRun || wanted === show.venueId || show.segments.length > 0) continue;
    const dealId = show.tvDealId;
    const moved = attempt(world, federation, 'createShow', { name: `${show.name} ${world.calendar.totalWeeksProgressed}`, weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' })?.show;
    if (!moved) continue;
    if (dealId) attempt(world, federation, 'assignTvDeal', { dealId, showId: moved.id });
    attempt(world, federation, 'cancelShow', { showId: show.id });
  }
  for (let n = unrunThisWeek(world, federation).length; n < plan.showsPerWeek; n += 1) {
    if (!attempt(world, federation, 'createShow', { name: `Weekly Show ${n + 1}`, weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' })) break;
  }
  const shows = unrunThisWeek(world, federation).slice(0, plan.showsPerWeek);
  for (const show of shows) attempt(world, federation, 'updateShow', { showId: show.id, ticketPrice: price });
  return shows;
}

/** One singles match of the two best, a promo for everyone else. */
function bookPromos(world: World, federation: Federation, show: World['shows'][number]): void {
  const active = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => b.totalPoints - a.totalPoints);
  if (active.length < 2) return;
  for (const talker of active.slice(2, SHOW_MAX_SEGMENTS + 1)) attempt(world, federation, 'addPromo', { showId: show.id, promoType: 'promo', participants: [talker.id], title: '' });
  attempt(world, federation, 'addMatch', { showId: show.id, type: 'singles', stipulation: 'standard', participants: [active[0]!.id, active[1]!.id], championshipId: null, isExhibition: false, title: '' });
}

/** Auto-book, then the federation's title changes hands: the champion's singles match becomes the title match, won clean by the opponent. */
function bookHotPotato(world: World, federation: Federation, show: World['shows'][number]): void {
  const active = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => b.totalPoints - a.totalPoints);
  if (active.length < 2) return;
  let title = world.championships.find((c) => c.federationId === federation.id && c.isActive);
  if (!title) {
    attempt(world, federation, 'createChampionship', { name: 'Balance Championship', holderId: active[0]!.id });
    title = world.championships.find((c) => c.federationId === federation.id && c.isActive);
  }
  attempt(world, federation, 'autoBook', { showId: show.id });
  if (!title?.holderId) return;
  const match = show.segments.find((s) => s.kind === 'match' && s.type === 'singles' && s.participants.includes(title.holderId!));
  if (!match || match.kind !== 'match') return;
  const challenger = match.participants.find((id) => id !== title.holderId)!;
  attempt(world, federation, 'updateMatch', { showId: show.id, segmentId: match.id, type: match.type, stipulation: match.stipulation, participants: match.participants, championshipId: title.id, isExhibition: false, title: match.title, winnerId: challenger, finish: 'pinfall' });
}

export function bookCard(world: World, federation: Federation, plan: Plan, show: World['shows'][number]): void {
  if (show.segments.length > 0) return;
  if (plan.card === 'promos') bookPromos(world, federation, show);
  else if (plan.card === 'hotPotato') bookHotPotato(world, federation, show);
  else attempt(world, federation, 'autoBook', { showId: show.id });
}

export function signTv(world: World, federation: Federation, show: World['shows'][number], result: CareerResult): void {
  if (show.tvDealId && federation.broadcastDeals.some((d) => d.id === show.tvDealId && d.isActive)) return;
  const offers = federation.tvNetworks.filter((n) => n.currentOffer).sort((a, b) => findTvNetwork(b.networkId)!.networkSize - findTvNetwork(a.networkId)!.networkSize);
  for (const network of offers) {
    if (!attempt(world, federation, 'acceptTvOffer', { networkId: network.networkId, showId: show.id })) continue;
    result.firstTvDealWeek ??= world.calendar.totalWeeksProgressed;
    result.bestNetworkViewers = Math.max(result.bestNetworkViewers, findTvNetwork(network.networkId)!.networkSize);
    return;
  }
}
