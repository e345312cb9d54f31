// The shows of a balance strategy, as candidates for its decisions (controller.ts strategyController): which
// venue, how many shows a week, how each card is booked (Auto-book, promos, or a title changing hands every
// show), which TV offer to take, and the show run. Each list is made from the world as it stands, and listed
// again after every decision, so a show moves, is booked, takes its TV deal and runs in that order.
import { VENUES } from '#shared/data/venues.ts';
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { attendance as attendanceRule, fairTicketPrice, SHOW_MAX_SEGMENTS, TICKET_PRICE_MAX_USD, TICKET_PRICE_MIN_USD, wholeFairTicketPrice } from '#shared/rules/shows.ts';
import { outlookCardRating } from '#shared/rules/venueOutlook.ts';
import { upgradedCapacity } from '#shared/rules/venueUpgrades.ts';
import { venueDoorSplit, venueLicensing, venueRentalOf } from '#shared/rules/venues.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { demandAt } from '#shared/sim/shows/ticketDemand.ts';
import { bestOutlook, outlookAttendanceInput, outlookFederation, venueOutlook } from '#shared/sim/shows/venueOutlook.ts';
import type { Federation, World } from '#shared/sim/world.ts';
import type { Plan, StrategyCandidate, WeekContext } from './strategies.ts';

/** The venue that should pay best: expected tickets (fans capped by seats) minus rental and licensing, within a fifth of the funds. */
function pickVenue(federation: Federation, expectedFans: number): string {
  const price = fairTicketPrice(federation.popularity);
  const affordable = VENUES.filter((v) => venueRentalOf(v) <= Math.max(200, federation.funds / 5));
  // Rental is on the venue's own seats; capacity upgrades add seats for free.
  const value = (v: (typeof VENUES)[number]) => {
    const tickets = Math.min(expectedFans, upgradedCapacity(v.capacity, v.type, federation.venueUpgrades)) * price;
    return tickets - venueRentalOf(v) - venueLicensing(v.type) - venueDoorSplit(v, tickets);
  };
  const best = affordable.sort((a, b) => value(b) - value(a) || a.capacity - b.capacity)[0];
  return (best ?? VENUES[0]!).id;
}

/** This week's unrun shows of the federation, in booking order. */
function unrunThisWeek(world: World, federation: Federation): Array<World['shows'][number]> {
  return world.shows.filter((s) => s.federationId === federation.id && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
}

/** The venue the plan wants this week: by last week's demand, the create-show dialog's best outlook, or the cheapest. */
function wantedVenue(world: World, federation: Federation, plan: Plan): string {
  if (plan.venue === 'cheapest') return VENUES.toSorted((a, b) => venueRentalOf(a) - venueRentalOf(b))[0]!.id;
  const price = wholeFairTicketPrice(federation.popularity);
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  if (plan.venue === 'outlook') {
    // What the dialog offers: every venue whose rental the funds pay, forecast on the last show's expected rating.
    const rentable = VENUES.filter((v) => venueRentalOf(v) <= federation.funds);
    const outlooks = rentable.map((v) => venueOutlook(outlookFederation(federation), v, price, outlookCardRating(last?.result?.expectedRating ?? null)));
    return bestOutlook(outlooks)?.venueId ?? VENUES[0]!.id;
  }
  // Demand, not last week's capped crowd: the spec's attendance for last week's expected rating with no seat limit.
  const demand = last?.result ? attendanceRule(last.result.expectedRating, federation.popularity, price, Number.POSITIVE_INFINITY) : 100;
  return pickVenue(federation, demand);
}

const schedule = (command: StrategyCandidate['command'], payload: unknown, reason: string, extra: Partial<StrategyCandidate> = {}): StrategyCandidate =>
  ({ kind: 'schedule', need: 1, command, payload, cost: 0, reason, ...extra }) as StrategyCandidate;

/**
 * The price-gouger's ticket: the whole-dollar price that brings the most ticket money at the venue for the
 * last show's expected rating (the create-show dialog's forecast), counted with the night's demand
 * (shared/sim/shows/ticketDemand.ts); what the crowd thinks of it is not its concern.
 */
function gougingPrice(world: World, federation: Federation, venueId: string): number {
  const venue = VENUES.find((v) => v.id === venueId) ?? VENUES[0]!;
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  const input = outlookAttendanceInput(outlookFederation(federation), venue, TICKET_PRICE_MIN_USD, outlookCardRating(last?.result?.expectedRating ?? null));
  let best = { price: wholeFairTicketPrice(federation.popularity), money: -1 };
  for (let price = TICKET_PRICE_MIN_USD; price <= TICKET_PRICE_MAX_USD; price += 1) {
    const money = Math.min(input.capacity, demandAt(input, price)) * price;
    if (money > best.money) best = { price, money };
  }
  return best.price;
}

/**
 * This week's schedule, one stage a decision: a show whose venue no longer suits (unbooked, after the
 * first show ever) moves to the wanted one (a new weekly show there; then its TV deal follows and the old
 * show is cancelled); then new weekly shows up to the plan's count; then every show at the fair price (to
 * the cent, as the AI promoter charges it: the price factor is exactly 1 there), or the gouger's.
 */
export function scheduleCandidates(world: World, federation: Federation, plan: Plan, week: WeekContext): StrategyCandidate[] {
  week.wanted ??= wantedVenue(world, federation, plan);
  const wanted = week.wanted;
  const price = plan.price === 'gouge' ? gougingPrice(world, federation, wanted) : fairTicketPrice(federation.popularity);
  const unrun = unrunThisWeek(world, federation);
  const moves = week.taken.filter((t) => t.choice.replaces && t.result.show);
  for (const { choice, result } of moves) {
    const old = choice.replaces!;
    if (!unrun.some((s) => s.id === old.showId)) continue;
    return [
      ...(old.dealId ? [schedule('assignTvDeal', { dealId: old.dealId, showId: result.show!.id }, `Moved the TV deal to ${result.show!.name}`)] : []),
      schedule('cancelShow', { showId: old.showId }, `Cancelled the show at the venue that no longer suits`),
    ];
  }
  const hasRun = world.shows.some((s) => s.federationId === federation.id && s.result);
  const moved = new Set(moves.map((t) => t.choice.replaces!.showId));
  const misplaced = unrun.find((s) => hasRun && s.venueId !== wanted && s.segments.length === 0 && !moved.has(s.id));
  if (misplaced) {
    const payload = { name: `${misplaced.name} ${world.calendar.totalWeeksProgressed}`, weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' };
    return [schedule('createShow', payload, `Moved ${misplaced.name} to ${wanted}: the venue that should pay best now`, { replaces: { showId: misplaced.id, dealId: misplaced.tvDealId ?? null } })];
  }
  if (unrun.length < plan.showsPerWeek) {
    const created: StrategyCandidate[] = [];
    for (let n = unrun.length; n < plan.showsPerWeek; n += 1) created.push(schedule('createShow', { name: `Weekly Show ${n + 1}`, weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' }, `A weekly show at ${wanted}`));
    return created;
  }
  return unrun
    .slice(0, plan.showsPerWeek)
    .filter((s) => s.ticketPrice !== price)
    .map((s) => schedule('updateShow', { showId: s.id, ticketPrice: price }, `Tickets for ${s.name} at ${plan.price === 'gouge' ? 'the most money' : 'the fair price'}, $${price}`));
}

const book = (command: StrategyCandidate['command'], payload: unknown, reason: string): StrategyCandidate => ({ kind: 'book', need: 1, command, payload, cost: 0, reason }) as StrategyCandidate;

/** One singles match of the two best, a promo for everyone else. */
function promoCard(world: World, federation: Federation, show: World['shows'][number]): StrategyCandidate[] {
  const active = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => b.totalPoints - a.totalPoints);
  if (active.length < 2) return [];
  return [
    ...active.slice(2, SHOW_MAX_SEGMENTS + 1).map((talker) => book('addPromo', { showId: show.id, promoType: 'promo', participants: [talker.id], title: '' }, `A promo for ${talker.name}`)),
    book('addMatch', { showId: show.id, type: 'singles', stipulation: 'standard', participants: [active[0]!.id, active[1]!.id], championshipId: null, isExhibition: false, title: '' }, `One match: ${active[0]!.name} against ${active[1]!.name}`),
  ];
}

/** The hot potato: a title of its own (created with the best as champion), then Auto-book. */
function hotPotatoCard(world: World, federation: Federation, show: World['shows'][number]): StrategyCandidate[] {
  const active = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => b.totalPoints - a.totalPoints);
  if (active.length < 2) return [];
  const title = world.championships.find((c) => c.federationId === federation.id && c.isActive);
  return [...(title ? [] : [book('createChampionship', { name: 'Balance Championship', holderId: active[0]!.id }, `A title of its own, ${active[0]!.name} the first champion`)]), book('autoBook', { showId: show.id }, `Auto-booked ${show.name}`)];
}

/** On a booked card, the champion's singles match becomes the title match, won clean by the challenger. */
function titleChange(world: World, federation: Federation, show: World['shows'][number]): StrategyCandidate[] {
  const title = world.championships.find((c) => c.federationId === federation.id && c.isActive);
  if (!title?.holderId) return [];
  const match = show.segments.find((s) => s.kind === 'match' && s.type === 'singles' && s.participants.includes(title.holderId!));
  if (!match || match.kind !== 'match') return [];
  const challenger = match.participants.find((id) => id !== title.holderId)!;
  // Booked already (Auto-book may have made it the title match, but not the challenger's clean win).
  if (match.championshipId === title.id && match.winnerId === challenger && match.finish === 'pinfall') return [];
  return [
    book(
      'updateMatch',
      { showId: show.id, segmentId: match.id, type: match.type, stipulation: match.stipulation, participants: match.participants, championshipId: title.id, isExhibition: false, title: match.title, winnerId: challenger, finish: 'pinfall' },
      `The title changes hands on ${show.name}`,
    ),
  ];
}

/**
 * This week's next show (up to the plan's count): its card the plan's way when unbooked, the title change
 * on a booked card (hot potato), the biggest TV offer it can take if the show has no deal, and the run, in
 * that order in one decision (a hot-potato card is booked first, its title change listed on the booked
 * card). A show is offered its run once: refused (an empty card), the week moves on to the next show.
 */
export function showCandidates(world: World, federation: Federation, plan: Plan, week: WeekContext): StrategyCandidate[] {
  const unrun = unrunThisWeek(world, federation).filter((s) => !week.runListed.has(s.id));
  // A joint show (a night with a rival, agreed by the joint-show farmer) is run besides the weekly shows.
  const ownListed = world.shows.filter((s) => week.runListed.has(s.id) && !s.joint).length;
  const show = unrun.find((s) => s.joint) ?? (ownListed < plan.showsPerWeek ? unrun.find((s) => !s.joint) : undefined);
  if (!show) return [];
  const out: StrategyCandidate[] = [];
  if (show.segments.length === 0) {
    if (plan.card === 'hotPotato') {
      const card = hotPotatoCard(world, federation, show);
      if (card.length) return card;
    } else out.push(...(plan.card === 'promos' ? promoCard(world, federation, show) : [book('autoBook', { showId: show.id }, `Auto-booked ${show.name}`)]));
  } else if (plan.card === 'hotPotato') out.push(...titleChange(world, federation, show));
  if (!(show.tvDealId && federation.broadcastDeals.some((d) => d.id === show.tvDealId && d.isActive))) {
    const offers = federation.tvNetworks.filter((n) => n.currentOffer).sort((a, b) => findTvNetwork(b.networkId)!.networkSize - findTvNetwork(a.networkId)!.networkSize);
    for (const network of offers) {
      out.push({ kind: 'acceptTv', need: 1, command: 'acceptTvOffer', payload: { networkId: network.networkId, showId: show.id }, cost: 0, reason: `Took ${findTvNetwork(network.networkId)!.name}'s offer for ${show.name}: the biggest network offering` });
    }
  }
  week.runListed.add(show.id);
  out.push({ kind: 'runShow', need: 1, command: 'runShow', payload: { showId: show.id }, cost: 0, reason: `Ran ${show.name}` });
  return out;
}
