// Moving a show not yet run to another venue (docs/rules/shows.md "Shows and venues"): what
// the move exchanges (the rental difference, paid now or refunded in full) and what the card should draw
// there. updateShow applies the rental difference from here; the booking page's venue picker reads the
// outlook on its synced mirror (the expected show's attendance breakdown keeps its inputs), so the
// figures it shows are the ones the move and the night then use.
import type { Venue } from '#shared/data/venues.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { RATING_MAX_STARS } from '#shared/rules/shows.ts';
import { findVenueUpgrade, upgradeApplies, upgradedCapacity } from '#shared/rules/venueUpgrades.ts';
import { venueRentalOf } from '#shared/rules/venues.ts';
import { upgradeAttendanceShare } from '../business/showBonuses.ts';
import { attendanceBreakdown, type AttendanceBreakdown, type AttendanceInput } from './attendanceBreakdown.ts';

/** The new venue's rental less the rental already paid, USD: positive is paid now, negative comes back. */
export function rentalDifference(rentalPaid: number, to: Pick<Venue, 'capacity' | 'terms'>): number {
  return roundMoney(roundMoney(venueRentalOf(to)) - rentalPaid);
}

/** Stars the federation's venue upgrades add to a show at a venue of this type (showBonusesFor's show part). */
function upgradeStars(venueUpgrades: readonly string[], venue: Pick<Venue, 'type'>): number {
  return venueUpgrades.reduce((sum, id) => {
    const upgrade = findVenueUpgrade(id);
    return upgrade && upgradeApplies(upgrade, venue.type) ? sum + upgrade.quality : sum;
  }, 0);
}

export interface VenueMoveOutlook {
  venueId: string;
  /** The card's expected rating there: the venue upgrades' stars of the old venue out, the new one's in. */
  expectedRating: number;
  fans: AttendanceBreakdown;
  ticketRevenue: number;
  rentalDifference: number;
}

/**
 * What this card should draw at another venue: the show's attendance inputs with that venue's seats,
 * upgrades' fans and upgrades' stars. `current` is the show's attendance breakdown input now.
 */
export function venueMoveOutlook(current: AttendanceInput, venueUpgrades: readonly string[], from: Pick<Venue, 'type'>, to: Venue, rentalPaid: number): VenueMoveOutlook {
  const stars = current.expectedRating - upgradeStars(venueUpgrades, from) + upgradeStars(venueUpgrades, to);
  const expectedRating = Math.round(Math.min(RATING_MAX_STARS, Math.max(0, stars)) * 100) / 100;
  const fans = attendanceBreakdown({
    ...current,
    expectedRating,
    capacity: upgradedCapacity(to.capacity, to.type, venueUpgrades),
    upgradeShare: upgradeAttendanceShare({ venueUpgrades }, { venueId: to.id }),
  });
  return { venueId: to.id, expectedRating, fans, ticketRevenue: roundMoney(fans.value * current.ticketPrice), rentalDifference: rentalDifference(rentalPaid, to) };
}
