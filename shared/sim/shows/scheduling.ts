// Creating and cancelling shows (spec §9 "Venues": rental by tier, paid when the show is booked, 50%
// refunded on cancelling) and the weekly clone (spec §4: completed weekly shows are cloned into the
// next week, incomplete and empty).
import { weekAhead } from '#shared/rules/calendar.ts';
import { findVenue, SPECIAL_VENUES, VENUE_TYPE_LABELS } from '#shared/data/venues.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatNumberUs } from '#shared/rules/money.ts';
import { SHOW_FREQUENCIES, SHOW_MAX_WEEKS_AHEAD, TICKET_PRICE_MAX_USD, TICKET_PRICE_MIN_USD, type ShowFrequency } from '#shared/rules/shows.ts';
import { venueRentalOf } from '#shared/rules/venues.ts';
import { isPlainShowName, showNameSchema } from '#shared/validation/text.ts';
import type { SimEvent } from '../events.ts';
import { assertCanPay, payNow, receiveNow } from '../ledger/payments.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { requireFederation, takeId, type Federation, type World } from '../world.ts';
import { activeDealOf, moveDealToClone } from '../tv/tvDeals.ts';
import { isRunning } from '../ai/profile.ts';
import { removeShow, requireEditable, requireOwnShow, showsOfWeek, type Show } from './show.ts';
import { cancellationRefund, unrunShows } from './unrunShows.ts';
import { rentalDifference } from './venueMove.ts';

/** A joint show's venue, tickets and frequency were agreed with the other federation (spec §4: the Joint Event Arena, $50): only its name may change. */
export const JOINT_SHOW_TERMS_FIXED = 'A joint show is held at the Joint Event Arena at $50 a ticket, as agreed: only its name can change.';

export interface ShowInput {
  name: string;
  /** 0 = this week, up to SHOW_MAX_WEEKS_AHEAD. */
  weeksAhead: number;
  venueId: string;
  ticketPrice: number;
  frequency: ShowFrequency;
}

function checkName(name: string): string {
  if (isPlainShowName(name)) return name;
  const parsed = showNameSchema.safeParse(name);
  if (!parsed.success) throw new SimRefusal(parsed.error.issues[0]!.message);
  return parsed.data;
}

function checkPrice(price: number): number {
  if (!Number.isFinite(price) || price < TICKET_PRICE_MIN_USD || price > TICKET_PRICE_MAX_USD) {
    throw new SimRefusal(`Ticket price must be between $${TICKET_PRICE_MIN_USD} and $${TICKET_PRICE_MAX_USD}.`);
  }
  return Math.round(price * 100) / 100;
}

function venueOrRefuse(venueId: string) {
  const venue = findVenue(venueId);
  // The Joint Event Arena holds joint shows only (diplomacy/jointShowWeek.ts): no one rents it.
  if (!venue || SPECIAL_VENUES.includes(venue)) throw new SimRefusal('That venue does not exist.');
  return venue;
}

function rentalLabel(show: Pick<Show, 'name'>, venueName: string): string {
  return `Venue rental: ${venueName} (${show.name})`;
}

/** Books a show: the venue's rental is paid now (refused when funds are short). */
export function createShow(world: World, federationId: string, input: ShowInput): Show {
  const federation = requireFederation(world, federationId);
  const name = checkName(input.name);
  const ticketPrice = checkPrice(input.ticketPrice);
  if (!SHOW_FREQUENCIES.includes(input.frequency)) throw new SimRefusal('A show is weekly or a special event.');
  if (!Number.isInteger(input.weeksAhead) || input.weeksAhead < 0 || input.weeksAhead > SHOW_MAX_WEEKS_AHEAD) {
    throw new SimRefusal(`A show can be scheduled from this week up to ${SHOW_MAX_WEEKS_AHEAD} weeks ahead.`);
  }
  const venue = venueOrRefuse(input.venueId);
  const weekIndex = world.calendar.totalWeeksProgressed + input.weeksAhead;
  if (showsOfWeek(world, weekIndex).some((s) => s.federationId === federationId && s.name.toLowerCase() === name.toLowerCase())) {
    throw new SimRefusal(`You already have a show called ${name} that week.`);
  }
  return bookShow(world, federation, { name, weekIndex, venueId: venue.id, ticketPrice, frequency: input.frequency, parentShowId: null });
}

function bookShow(world: World, federation: Federation, input: { name: string; weekIndex: number; venueId: string; ticketPrice: number; frequency: ShowFrequency; parentShowId: string | null }): Show {
  const venue = venueOrRefuse(input.venueId);
  const rental = roundMoney(venueRentalOf(venue));
  payNow(federation, 'venue_rental', rentalLabel(input, venue.name), rental);
  const date = weekAhead(world.calendar, input.weekIndex - world.calendar.totalWeeksProgressed);
  const show: Show = {
    id: takeId(world, 'show'),
    federationId: federation.id,
    name: input.name,
    weekIndex: input.weekIndex,
    week: date.week,
    month: date.month,
    year: date.year,
    venueId: venue.id,
    venueCapacity: venue.capacity,
    ticketPrice: input.ticketPrice,
    frequency: input.frequency,
    parentShowId: input.parentShowId,
    rentalPaid: rental,
    segments: [],
    isComplete: false,
    hasBeenRun: false,
    result: null,
    tvDealId: null,
  };
  world.shows.push(show);
  return show;
}

/**
 * Name, ticket price, frequency and venue can change until the show is run. A move to another venue
 * exchanges the rental: the difference is paid now (refused when funds are short) or comes back in full,
 * each with its ledger line; the show keeps its id, so its TV deal and its weekly clones follow it
 * (docs/rules/shows.md "Shows and venues"). Everything is checked before anything changes.
 */
export function updateShow(world: World, federationId: string, showId: string, input: { name?: string; ticketPrice?: number; frequency?: ShowFrequency; venueId?: string }): Show {
  const federation = requireFederation(world, federationId);
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  const name = input.name === undefined ? show.name : checkName(input.name);
  const price = input.ticketPrice === undefined ? show.ticketPrice : checkPrice(input.ticketPrice);
  if (input.frequency !== undefined && !SHOW_FREQUENCIES.includes(input.frequency)) throw new SimRefusal('A show is weekly or a special event.');
  if (show.joint && (input.venueId !== undefined || input.ticketPrice !== undefined || input.frequency !== undefined)) throw new SimRefusal(JOINT_SHOW_TERMS_FIXED);
  const move = input.venueId === undefined ? null : venueMove(federation, show, input.venueId);
  show.name = name;
  show.ticketPrice = price;
  if (input.frequency) show.frequency = input.frequency;
  if (move) {
    const label = `Venue move: ${move.from} to ${move.venue.name} (${show.name})`;
    if (move.difference > 0) payNow(federation, 'venue_rental', label, move.difference);
    else receiveNow(federation, 'venue_refund', label, -move.difference);
    show.venueId = move.venue.id;
    show.venueCapacity = move.venue.capacity;
    show.rentalPaid = move.rental;
  }
  return show;
}

/** What moving the show to this venue exchanges: the new rental and its difference from the rental paid (refused when it cannot be paid). */
function venueMove(federation: Federation, show: Show, venueId: string) {
  const venue = venueOrRefuse(venueId);
  const from = findVenue(show.venueId)?.name ?? 'the venue';
  if (venue.id === show.venueId) throw new SimRefusal(`${show.name} is already at ${venue.name}.`);
  const rental = roundMoney(venueRentalOf(venue));
  const difference = rentalDifference(show.rentalPaid, venue);
  if (difference > 0) assertCanPay(federation, difference);
  return { venue, from, rental, difference };
}

/** Cancels a show not yet run: 50% of its rental comes back (spec §9). */
export function cancelShow(world: World, federationId: string, showId: string): number {
  const federation = requireFederation(world, federationId);
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  const refund = cancellationRefund(show);
  const venue = findVenue(show.venueId);
  receiveNow(federation, 'venue_refund', `Cancellation refund (50%): ${show.name} at ${venue?.name ?? 'the venue'}`, refund);
  removeShow(world, show);
  return refund;
}

/**
 * Week step, before the week is settled: this week's shows that were never run are cancelled with the
 * usual refund. The list and its figures are unrunShows' (unrunShows.ts), which the Next Week dialog
 * previews.
 */
export function cancelUnrunShows(world: World, now: number): SimEvent[] {
  const events: SimEvent[] = [];
  // One pass finds the federations with something to cancel (most have none): the advance stays O(shows).
  const week = world.calendar.totalWeeksProgressed;
  const withUnrun = new Set(showsOfWeek(world, week).filter((s) => !s.hasBeenRun).map((s) => s.federationId));
  for (const federation of world.federations) {
    if (!withUnrun.has(federation.id)) continue;
    for (const unrun of unrunShows(world, federation.id)) {
      const refund = cancelShow(world, federation.id, unrun.showId);
      addMessage(world, federation.id, 'show_cancelled', 'Show cancelled', `${unrun.name} was not run this week and has been cancelled. 50% of the venue rental ($${formatNumberUs(refund)}) was refunded.`, now);
      events.push({ kind: 'showCancelled', federationId: federation.id, showId: unrun.showId, name: unrun.name, refund });
    }
  }
  return events;
}

/**
 * This week's weekly shows not run that air on an active TV deal: the week advance takes them before
 * cancelling them, so cloneWeeklyShows books the series' next episode (docs/rules/week.md "Next Week and
 * unrun shows").
 */
export function skippedShowsOnAir(world: World): Show[] {
  const week = world.calendar.totalWeeksProgressed;
  return showsOfWeek(world, week).filter((s) => !s.hasBeenRun && s.frequency === 'weekly' && s.tvDealId && activeDealOf(requireFederation(world, s.federationId), s));
}

/** The federation's next weekly show not run yet and not airing another deal, soonest first. */
function nextWeeklyShowFree(world: World, federation: Federation): Show | undefined {
  return world.shows
    .filter((s) => s.federationId === federation.id && s.frequency === 'weekly' && !s.hasBeenRun && s.weekIndex >= world.calendar.totalWeeksProgressed && !activeDealOf(federation, s))
    .toSorted((a, b) => a.weekIndex - b.weekIndex)[0];
}

/**
 * True when a clone of the show was booked. A clone is booked after its show, so only the shows after it
 * are read (every show when it is no longer in the world: a skipped one).
 */
function hasClone(world: World, show: Show): boolean {
  for (let i = world.shows.lastIndexOf(show) + 1; i < world.shows.length; i += 1) if (world.shows[i]!.parentShowId === show.id) return true;
  return false;
}

/**
 * Week step, after the calendar moved and the old week was settled: the completed weekly shows of the
 * week that ended are cloned into the new week, incomplete and empty, their rental paid in the new
 * week (a federation that cannot pay is told). So are the skipped weekly shows (`skippedShowsOnAir`) whose
 * TV deal is still active after the week's miss: the series goes on. A federation that closed books none. A clone takes its show's deal; when
 * the clone cannot be paid for, the deal moves to the federation's next weekly show booked ahead, if any.
 */
export function cloneWeeklyShows(world: World, endedWeekIndex: number, now: number, skippedOnAir: readonly Show[] = []): SimEvent[] {
  const events: SimEvent[] = [];
  const run = showsOfWeek(world, endedWeekIndex).filter((s) => s.hasBeenRun && s.frequency === 'weekly');
  const skipped = skippedOnAir.filter((s) => s.weekIndex === endedWeekIndex && world.shows.lastIndexOf(s) < 0 && activeDealOf(requireFederation(world, s.federationId), s));
  for (const show of [...run, ...skipped]) {
    if (hasClone(world, show)) continue;
    const federation = requireFederation(world, show.federationId);
    // A federation that closed (an AI federation's shutdown, after its show of the week) books nothing more.
    if (!isRunning(federation)) continue;
    try {
      const clone = bookShow(world, federation, { name: show.name, weekIndex: world.calendar.totalWeeksProgressed, venueId: show.venueId, ticketPrice: show.ticketPrice, frequency: 'weekly', parentShowId: show.id });
      moveDealToClone(federation, show, clone);
      events.push({ kind: 'showCloned', federationId: show.federationId, showId: clone.id, name: clone.name, rental: clone.rentalPaid });
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error;
      const venue = findVenue(show.venueId);
      const ahead = activeDealOf(federation, show) && nextWeeklyShowFree(world, federation);
      if (ahead) moveDealToClone(federation, show, ahead);
      addMessage(world, show.federationId, 'show_not_booked', 'Weekly show not booked', `${show.name} could not be booked this week: the ${VENUE_TYPE_LABELS[venue?.type ?? 'hall'].toLowerCase()} rental is more than your funds. Book a smaller venue on the Shows page.`, now);
      events.push({ kind: 'showNotCloned', federationId: show.federationId, name: show.name });
    }
  }
  return events;
}
