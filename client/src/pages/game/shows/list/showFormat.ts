// Small texts and figures the show screens share: dates, venue lines, the default show name and the
// venue a new show starts on.
import { findVenue, VENUE_TYPE_LABELS, VENUES, type Venue, type VenueType } from '#shared/data/venues.ts';
import { bestOutlook, type VenueOutlook } from '#shared/sim/shows/venueOutlook.ts';
import { VENUE_DOOR_SPLIT_SHARE, venueRentalOf } from '#shared/rules/venues.ts';
import { formatUsd } from '#client/lib/format.ts';
import { STORYLINE_TITLE_CHARS, toTitleChars } from '#shared/validation/text.ts';

export function showDate(show: { week: number; month: string; year: number }): string {
  return `Week ${show.week}, ${show.month} ${show.year}`;
}

export function seats(capacity: number): string {
  return `${capacity.toLocaleString('en-US')} seats`;
}

/** "Iron Harbor Wrestling Weekly", keeping only the characters a show name allows. */
export function defaultShowName(federationName: string): string {
  const base = toTitleChars(federationName, STORYLINE_TITLE_CHARS).slice(0, 90).trim();
  return base ? `${base} Weekly` : 'Weekly Show';
}

/** Venues grouped by type, smallest first, for the venue picker. */
export function venuesByType(): Array<{ type: VenueType; label: string; venues: Venue[] }> {
  const groups = new Map<VenueType, Venue[]>();
  for (const venue of VENUES) groups.set(venue.type, [...(groups.get(venue.type) ?? []), venue]);
  return [...groups].map(([type, venues]) => ({ type, label: VENUE_TYPE_LABELS[type], venues: venues.toSorted((a, b) => a.capacity - b.capacity) }));
}

/**
 * The venue a new show starts on: the one with the best expected profit (shared/sim/shows/venueOutlook.ts;
 * ties to the smaller venue) among those whose rental the funds pay now, else the cheapest.
 */
export function startingVenue(outlooks: readonly VenueOutlook[], funds: number): Venue {
  const affordable = outlooks.filter((o) => venueRentalOf(findVenue(o.venueId)!) <= funds);
  const best = bestOutlook(affordable);
  if (best) return findVenue(best.venueId)!;
  return VENUES.toSorted((a, b) => venueRentalOf(a) - venueRentalOf(b) || a.capacity - b.capacity)[0]!;
}

/** How a venue is paid, in the picker's words: its rental, or a door split's terms. */
export function venueTerms(venue: Venue): string {
  return venue.terms === 'doorSplit' ? `no rental, keeps ${Math.round(VENUE_DOOR_SPLIT_SHARE * 100)}% of tickets` : formatUsd(venueRentalOf(venue));
}
