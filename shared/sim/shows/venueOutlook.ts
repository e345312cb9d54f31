// What a show at a venue should draw and earn before it is created (docs/rules/shows.md
// "Shows and venues"): the expected fans, ticket revenue, costs and profit at a ticket price, each with its
// parts. It calls the functions the night itself uses (attendance, venueRental, venueLicensing,
// upgradedCapacity, upgradeAttendanceShare) on plain inputs, so the client can run it on its synced
// mirror and its ticket revenue is what the night books for a card of the same expected rating.
//
// Costs are the rental (paid when the show is created), the venue licence and a door-split venue's share of
// the ticket money (both paid on the night). The
// per-appearance fees depend on the card, which does not exist yet: they are left out, and so are the
// night's merchandise and TV money, which depend on how the show goes.
import type { Venue } from '#shared/data/venues.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatNumberUs, formatUsdPlain } from '#shared/rules/money.ts';
import { attendance, fairTicketPrice, marketShare } from '#shared/rules/shows.ts';
import { ordinal, type AttendanceInput } from './attendanceBreakdown.ts';
import { upgradedCapacity } from '#shared/rules/venueUpgrades.ts';
import { VENUE_DOOR_SPLIT_SHARE, venueDoorSplit, venueLicensing, venueRentalOf } from '#shared/rules/venues.ts';
import { advertisingAttendanceShare, upgradeAttendanceShare } from '../business/showBonuses.ts';
import { surgeShare } from '../business/campaigns.ts';
import type { Federation } from '../world.ts';

export interface OutlookPart {
  label: string;
  amount: number;
}

/** A figure with its reasons: the parts sum to the value. */
export interface OutlookFigure {
  value: number;
  parts: OutlookPart[];
}

/** What the outlook reads of a federation: all of it is in the synced state. */
export interface OutlookFederation {
  popularity: number;
  /** Ids of the venue upgrades owned. */
  venueUpgrades: readonly string[];
  /** The audience surge the next show uses, as a share of extra fans (0.1 = +10%). */
  surgeShare: number;
  /** The extra share of fans active advertising draws to every show. */
  advertisingShare: number;
}

export interface VenueOutlook {
  venueId: string;
  /** Seats with the federation's capacity upgrades. */
  capacity: number;
  fans: OutlookFigure;
  ticketRevenue: OutlookFigure;
  /** Rental and licence, USD (positive amounts). */
  costs: OutlookFigure;
  profit: OutlookFigure;
}

export function outlookFederation(federation: Federation): OutlookFederation {
  return { popularity: federation.popularity, venueUpgrades: federation.venueUpgrades, surgeShare: surgeShare(federation), advertisingShare: advertisingAttendanceShare(federation) };
}

/**
 * The outlook of one venue at one ticket price for a card expected at `expectedRating` stars (with the
 * card's rivalry draw, 0 before a card exists). The fans are attendance() taken step by step, so each
 * step's difference is a part: the crowd the rating and popularity draw at the fair price, the price's
 * effect, the upgrades, surge and rivalry, and the seats that cap it.
 */
export function venueOutlook(federation: OutlookFederation, venue: Venue, ticketPrice: number, expectedRating: number, rivalryDraw = 0, place = 1): VenueOutlook {
  const { popularity } = federation;
  const capacity = upgradedCapacity(venue.capacity, venue.type, federation.venueUpgrades);
  const advertising = federation.advertisingShare;
  const extra = rivalryDraw + upgradeAttendanceShare(federation, { venueId: venue.id }) + federation.surgeShare + advertising;
  // At the fair price the price factor is exactly 1 (shared/rules/shows.ts priceFactor).
  const drawn = attendance(expectedRating, popularity, fairTicketPrice(popularity), Number.POSITIVE_INFINITY);
  const priced = attendance(expectedRating, popularity, ticketPrice, Number.POSITIVE_INFINITY);
  const advertised = attendance(expectedRating, popularity, ticketPrice, Number.POSITIVE_INFINITY, advertising);
  const boosted = attendance(expectedRating, popularity, ticketPrice, Number.POSITIVE_INFINITY, extra);
  // The new show's place in its week: a federation's shows of one week share its crowd (attendanceBreakdown.ts).
  const share = marketShare(place);
  const shared = attendance(expectedRating, popularity, ticketPrice, Number.POSITIVE_INFINITY, extra, share);
  const fansValue = attendance(expectedRating, popularity, ticketPrice, capacity, extra, share);
  const fansParts: OutlookPart[] = [{ label: `Drawn by popularity ${popularity} and a ${expectedRating.toFixed(1)}-star card`, amount: drawn }];
  if (priced !== drawn) fansParts.push({ label: `Ticket price $${formatUsdPlain(ticketPrice)}`, amount: priced - drawn });
  if (advertised !== priced) fansParts.push({ label: `Advertising +${Math.round(advertising * 100)}%`, amount: advertised - priced });
  if (boosted !== advertised) fansParts.push({ label: 'Upgrades, surge and rivalry', amount: boosted - advertised });
  if (shared !== boosted) fansParts.push({ label: `${ordinal(place)} show of that week (x${share.toFixed(2)})`, amount: shared - boosted });
  if (fansValue !== shared) fansParts.push({ label: `Capacity ${formatNumberUs(capacity)} seats`, amount: fansValue - shared });

  const tickets = roundMoney(fansValue * ticketPrice);
  const rental = venueRentalOf(venue);
  const licensing = venueLicensing(venue.type);
  const doorSplit = venueDoorSplit(venue, tickets);
  const costsParts: OutlookPart[] = venue.terms === 'doorSplit' ? [] : [{ label: 'Rental, paid now', amount: rental }];
  if (venue.terms === 'doorSplit') costsParts.push({ label: `Door split: the venue keeps ${Math.round(VENUE_DOOR_SPLIT_SHARE * 100)}% of tickets, on the night`, amount: doorSplit });
  if (licensing > 0) costsParts.push({ label: 'Licensing, paid on the night', amount: licensing });
  const costs = roundMoney(rental + licensing + doorSplit);
  return {
    venueId: venue.id,
    capacity,
    fans: { value: fansValue, parts: fansParts },
    ticketRevenue: { value: tickets, parts: [{ label: `${formatNumberUs(fansValue)} fans x $${formatUsdPlain(ticketPrice)}`, amount: tickets }] },
    costs: { value: costs, parts: costsParts },
    profit: { value: roundMoney(tickets - costs), parts: [{ label: 'Ticket revenue', amount: tickets }, ...costsParts.map((p) => ({ label: p.label, amount: -p.amount }))] },
  };
}

/**
 * The outlook's profit alone (no parts, no labels), for a show that would be the first of its week with no
 * rivalry draw: what an AI promoter compares across every venue each week. venueOutlook.test.ts holds it
 * equal to venueOutlook's figures.
 */
export function venueProfit(federation: OutlookFederation, venue: Venue, ticketPrice: number, expectedRating: number): Pick<VenueOutlook, 'venueId' | 'capacity'> & { profit: number } {
  const rivalryDraw = 0;
  // Without an upgrade owned (every AI federation's case) no upgrade adds seats or fans: the venue's own
  // capacity and no share, without the upgrades' lookups for each venue (venueOutlook.test.ts compares).
  const upgraded = federation.venueUpgrades.length > 0;
  const capacity = upgraded ? upgradedCapacity(venue.capacity, venue.type, federation.venueUpgrades) : Math.floor(venue.capacity);
  const upgradeShare = upgraded ? upgradeAttendanceShare(federation, { venueId: venue.id }) : 0;
  const extra = rivalryDraw + upgradeShare + federation.surgeShare + federation.advertisingShare;
  const fans = attendance(expectedRating, federation.popularity, ticketPrice, capacity, extra, marketShare(1));
  const tickets = roundMoney(fans * ticketPrice);
  const costs = roundMoney(venueRentalOf(venue) + venueLicensing(venue.type) + venueDoorSplit(venue, tickets));
  return { venueId: venue.id, capacity, profit: roundMoney(tickets - costs) };
}

/** The attendance inputs of a show at this venue and price, for the demand and the profit at each price (ticketDemand.ts). */
export function outlookAttendanceInput(federation: OutlookFederation, venue: Venue, ticketPrice: number, expectedRating: number, rivalryDraw = 0, place = 1): AttendanceInput {
  return {
    expectedRating,
    popularity: federation.popularity,
    ticketPrice,
    capacity: upgradedCapacity(venue.capacity, venue.type, federation.venueUpgrades),
    rivalryDraw,
    advertisingShare: federation.advertisingShare,
    upgradeShare: upgradeAttendanceShare(federation, { venueId: venue.id }),
    surgeShare: federation.surgeShare,
    place,
  };
}

/** The venue that should pay best: the highest expected profit, ties to the smaller venue. */
export function bestOutlook(outlooks: readonly VenueOutlook[]): VenueOutlook | undefined {
  return outlooks.toSorted((a, b) => b.profit.value - a.profit.value || a.capacity - b.capacity)[0];
}

