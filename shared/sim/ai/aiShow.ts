// An AI federation's show of the week (spec §4 "AI federations simulated", §9: held with probability
// 0.6 + popularity/1000). Booked, filled and run by the player's own rules: createShow (the rental paid
// now), autoBook (the card), runShow (rating, crowd, money through the ledger, popularity, titles). Its
// weekly show is a 'weekly' show, so the week advance clones it like the player's; in the month's PPV week
// it books a special event under a PPV name instead. A week it holds no show, a clone waiting for it is
// cancelled with the usual 50% refund (docs/rules/ai.md "AI federations").
import { VENUES, type Venue } from '#shared/data/venues.ts';
import { AI_FIRST_SHOW_EXPECTED_STARS, AI_RENTAL_BUDGET_SHARE, aiShowChance } from '#shared/rules/ai.ts';
import { fairTicketPrice } from '#shared/rules/shows.ts';
import { venueRental } from '#shared/rules/venues.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { chance, type RngState } from '../rng.ts';
import type { CommandRunner } from '../commands/command.ts';
import { bookAndRunSharingExpected } from '../shows/rateSegment.ts';
import { showsOfWeek, type Show } from '../shows/show.ts';
import { outlookFederation, venueProfit } from '../shows/venueOutlook.ts';
import type { Federation, World } from '../world.ts';
import type { AiProfile } from './profile.ts';
import { aiShowName, aiShowTypeFor } from './showNames.ts';

/** What the week's show decision gave: the show run (null when none was held) and its events. */
export interface AiShowOutcome {
  show: Show | null;
  events: SimEvent[];
}

/** The venue whose expected profit is best among those whose rental fits the rental budget. */
export function chooseAiVenue(federation: Federation, profile: AiProfile, ticketPrice: number): Venue | undefined {
  const expected = profile.showQualityAverage > 0 ? profile.showQualityAverage : AI_FIRST_SHOW_EXPECTED_STARS;
  const limit = federation.funds * AI_RENTAL_BUDGET_SHARE;
  const outlook = outlookFederation(federation);
  // bestOutlook's order (the highest profit, ties to the smaller venue) on the profits alone, in one pass
  // with no lists (every AI show booked prices every venue): a venue takes the lead only when strictly
  // better, so of equals the first stays, as in the stable sort.
  let best: Venue | undefined;
  let bestProfit = 0;
  let bestCapacity = 0;
  for (const venue of VENUES) {
    // The door-split gym is the players' way back from $0; a computer-run promoter books by the spec's rentals.
    if (venue.terms === 'doorSplit' || !(venueRental(venue.capacity) <= limit)) continue;
    const { profit, capacity } = venueProfit(outlook, venue, ticketPrice, expected);
    if (!best || profit > bestProfit || (profit === bestProfit && capacity < bestCapacity)) {
      best = venue;
      bestProfit = profit;
      bestCapacity = capacity;
    }
  }
  return best;
}

function unrunShowsThisWeek(world: World, federation: Federation): Show[] {
  return showsOfWeek(world, world.calendar.totalWeeksProgressed).filter((s) => s.federationId === federation.id && !s.hasBeenRun);
}

function cancelQuietly(world: World, federation: Federation, show: Show, now: number, commands: CommandRunner): void {
  if (world.shows.lastIndexOf(show) >= 0 && !show.hasBeenRun) commands(world, 'cancelShow', federation.id, { showId: show.id }, { now });
}

/** Books (or takes the weekly clone of) this week's show, auto-books it and runs it; null when it cannot. */
function holdShow(world: World, federation: Federation, profile: AiProfile, now: number, commands: CommandRunner): AiShowOutcome {
  const type = aiShowTypeFor(world.calendar);
  const waiting = unrunShowsThisWeek(world, federation);
  let show = type === 'weekly' ? waiting.find((s) => s.frequency === 'weekly') : undefined;
  for (const other of waiting) if (other !== show) cancelQuietly(world, federation, other, now, commands);
  const ticketPrice = fairTicketPrice(federation.popularity);
  // A weekly show keeps the price it was booked at; the promoter sells each week's at that week's fair price
  // (over it fans stay away fast, and far over it the crowd costs popularity: rules/shows.ts).
  if (show && show.ticketPrice !== ticketPrice) commands(world, 'updateShow', federation.id, { showId: show.id, ticketPrice }, { now });
  if (!show) {
    const venue = chooseAiVenue(federation, profile, ticketPrice);
    if (!venue) return { show: null, events: [] };
    // Several names of a type take turns month by month.
    const turn = Math.floor(world.calendar.totalWeeksProgressed / 4);
    try {
      const input = { name: aiShowName(profile, type, turn), weeksAhead: 0, venueId: venue.id, ticketPrice, frequency: type === 'ppv' ? ('special' as const) : ('weekly' as const) };
      show = commands(world, 'createShow', federation.id, input, { now }).show!;
    } catch (error) {
      if (error instanceof SimRefusal) return { show: null, events: [] };
      throw error;
    }
  }
  try {
    const booked = show;
    // Booked and run in one go: the segments' expected ratings are shared (rateSegment.ts bookAndRunSharingExpected).
    const events = bookAndRunSharingExpected(() => {
      if (booked.segments.length === 0) commands(world, 'autoBook', federation.id, { showId: booked.id }, { now });
      // The runShow command draws from the world's generator (the week's rng is the world's).
      return commands(world, 'runShow', federation.id, { showId: booked.id }, { now }).events;
    });
    return { show, events };
  } catch (error) {
    if (!(error instanceof SimRefusal)) throw error;
    cancelQuietly(world, federation, show, now, commands);
    return { show: null, events: [] };
  }
}

/** The week's draw: true with probability 0.6 + popularity/1000 (one draw a week). */
export function holdsShowThisWeek(popularity: number, rng: RngState): boolean {
  return chance(rng, aiShowChance(popularity));
}

/**
 * The week's decision: a show with probability aiShowChance(popularity), otherwise none (its shows waiting
 * this week are cancelled; the week's -0.2 popularity is the rule every federation without a completed
 * show gets when the week ends).
 */
export function runAiShowWeek(world: World, federation: Federation, profile: AiProfile, rng: RngState, now: number, commands: CommandRunner): AiShowOutcome {
  if (holdsShowThisWeek(federation.popularity, rng)) return holdShow(world, federation, profile, now, commands);
  for (const show of unrunShowsThisWeek(world, federation)) cancelQuietly(world, federation, show, now, commands);
  return { show: null, events: [] };
}
