// Joint shows each week (spec §4 "When that week arrives status becomes completed and a show is created
// (venue Joint Event Arena, capacity 15000, ticket price 50, not complete)"): each agreed joint show whose
// week has come becomes a show of its host (a player's federation when one of the two is a player's, else
// the proposer) with both rosters bookable. A player host is told it is ready to book (the Book Now toast
// opens /shows/{showId}/book); a computer-run host books it and runs it at once, through the command table
// like its weekly show. A joint show whose side stopped running is called off.
import { JOINT_EVENT_ARENA } from '#shared/data/venues.ts';
import { JOINT_EVENT_ARENA_CAPACITY, JOINT_SHOW_TICKET_PRICE, JOINT_SHOW_NIGHT_NAMES } from '#shared/rules/diplomacy.ts';
import { formatNumberUs } from '#shared/rules/money.ts';
import { SHOW_NAME_MAX_CHARS } from '#shared/validation/text.ts';
import { isRunning } from '../ai/profile.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { bookAndRunSharingExpected } from '../shows/rateSegment.ts';
import type { Show } from '../shows/show.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import { findFederation, requireFederation, takeId, type Federation, type World } from '../world.ts';
import { hostOf, type JointShow } from './jointShow.ts';

/** The show's name on the host's list: "Supershow with <the other federation>" (cut to a show name's length). */
export function jointShowName(guest: Pick<Federation, 'name'>, record: Pick<JointShow, 'type'>): string {
  return `${JOINT_SHOW_NIGHT_NAMES[record.type]} with ${guest.name}`.slice(0, SHOW_NAME_MAX_CHARS);
}

/** Creates the joint show of this week for its host, at the Joint Event Arena, empty and not complete. */
export function createJointShowOf(world: World, record: JointShow): Show {
  const guest = requireFederation(world, hostOf(record) === record.proposerId ? record.partnerId : record.proposerId);
  const date = world.calendar;
  const show: Show = {
    id: takeId(world, 'show'),
    federationId: hostOf(record),
    name: jointShowName(guest, record),
    weekIndex: date.totalWeeksProgressed,
    week: date.week,
    month: date.month,
    year: date.year,
    venueId: JOINT_EVENT_ARENA.id,
    venueCapacity: JOINT_EVENT_ARENA_CAPACITY,
    ticketPrice: JOINT_SHOW_TICKET_PRICE,
    frequency: 'special',
    parentShowId: null,
    // The arena is provided for the night: no rental (the income formula is the night's money).
    rentalPaid: 0,
    segments: [],
    isComplete: false,
    hasBeenRun: false,
    result: null,
    tvDealId: null,
    joint: { jointShowId: record.id, partnerId: guest.id },
  };
  world.shows.push(show);
  record.status = 'completed';
  record.showId = show.id;
  return show;
}

/** A computer-run host books and runs its joint show now; a refusal (too few wrestlers, fees) cancels it. */
function holdForAi(world: World, show: Show, week: WeekContext): SimEvent[] {
  try {
    return bookAndRunSharingExpected(() => {
      week.commands(world, 'autoBook', show.federationId, { showId: show.id }, { now: week.now });
      return week.commands(world, 'runShow', show.federationId, { showId: show.id }, { now: week.now }).events;
    });
  } catch (error) {
    if (!(error instanceof SimRefusal)) throw error;
    if (!show.hasBeenRun) week.commands(world, 'cancelShow', show.federationId, { showId: show.id }, { now: week.now });
    return [];
  }
}

export function advanceJointShows(world: World, week: WeekContext): SimEvent[] {
  const events: SimEvent[] = [];
  const now = world.calendar.totalWeeksProgressed;
  for (const record of world.jointShows) {
    if (record.status !== 'accepted' || record.scheduledWeek > now) continue;
    const proposer = findFederation(world, record.proposerId);
    const partner = findFederation(world, record.partnerId);
    if (!proposer || !partner || !isRunning(proposer) || !isRunning(partner) || record.scheduledWeek < now) {
      // Called off: one side closed before its week (or the week went by unseen in an old save).
      record.status = 'completed';
      continue;
    }
    const show = createJointShowOf(world, record);
    const host = requireFederation(world, show.federationId);
    const guest = requireFederation(world, show.joint!.partnerId);
    events.push({ kind: 'federationInteraction', federationId: guest.id, otherFederationId: host.id, action: 'jointShowScheduled', text: `${show.name} is on this week, hosted by ${host.name}: your wrestlers may appear on it.` });
    if (host.controller === 'player') {
      events.push({ kind: 'jointShowReady', federationId: host.id, showId: show.id, name: show.name });
      addMessage(
        world,
        host.id,
        'federation_interaction',
        `Joint show ready to book: ${show.name}`,
        `${show.name} with ${guest.name} is on this week at the ${JOINT_EVENT_ARENA.name} (${formatNumberUs(JOINT_EVENT_ARENA_CAPACITY)} seats, $${JOINT_SHOW_TICKET_PRICE} tickets). Book it from both rosters and run it this week.`,
        week.now,
      );
    } else {
      for (const event of holdForAi(world, show, week)) events.push(event);
    }
  }
  return events;
}
