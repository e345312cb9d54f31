// What the federation's business adds to a show: production's stars on every segment, the venue
// upgrades' stars on the show, and the fans from upgrades and audience surges. The shows sim takes these
// through its ShowBonuses hook, so each appears by name in the breakdown.
import { findVenue } from '#shared/data/venues.ts';
import { findVenueUpgrade, upgradeApplies, upgradedCapacity, type VenueUpgrade } from '#shared/rules/venueUpgrades.ts';
import type { ShowBonuses } from '../shows/rateShow.ts';
import type { Show } from '../shows/show.ts';
import type { Federation } from '../world.ts';
import { surgeShare } from './campaigns.ts';
import { ADVERTISING_FANS_SHARE } from '#shared/rules/products.ts';
import { activeLevel, productionBonus } from './products.ts';

function upgradesAt(federation: { readonly venueUpgrades: readonly string[] }, show: Pick<Show, 'venueId'>): VenueUpgrade[] {
  const venue = findVenue(show.venueId);
  if (!venue) return [];
  return federation.venueUpgrades.map((id) => findVenueUpgrade(id)).filter((u): u is VenueUpgrade => !!u && upgradeApplies(u, venue.type));
}

/** Extra share of fans the federation's upgrades of this venue's type draw (without surges): attendanceBoost's upgrade part. */
export function upgradeAttendanceShare(federation: { readonly venueUpgrades: readonly string[] }, show: Pick<Show, 'venueId'>): number {
  return upgradesAt(federation, show).reduce((sum, u) => sum + u.attendanceBonus, 0);
}

export function showBonusesFor(federation: Federation, show: Pick<Show, 'venueId'>): Required<ShowBonuses> {
  const upgrades = upgradesAt(federation, show);
  return {
    segment: productionBonus(federation),
    show: upgrades.filter((u) => u.quality > 0).map((u) => ({ label: u.label, stars: u.quality })),
  };
}

/** Extra share of fans an active advertising level draws to every show (ADVERTISING_FANS_SHARE). */
export function advertisingAttendanceShare(federation: Pick<Federation, 'products'>): number {
  return ADVERTISING_FANS_SHARE[activeLevel(federation, 'advertising')] ?? 0;
}

/** Extra share of fans from the venue's upgrades, advertising and an audience surge. */
export function attendanceBoost(federation: Federation, show: Pick<Show, 'venueId'>): { share: number; reasons: string[] } {
  const upgrades = upgradesAt(federation, show).filter((u) => u.attendanceBonus > 0);
  const surge = surgeShare(federation);
  const advertising = advertisingAttendanceShare(federation);
  const reasons = upgrades.map((u) => `${u.label} +${Math.round(u.attendanceBonus * 100)}%`);
  if (advertising > 0) reasons.push(`Advertising level ${activeLevel(federation, 'advertising')} +${Math.round(advertising * 100)}%`);
  if (surge > 0) reasons.push(`Audience surge +${Math.round(surge * 100)}%`);
  return { share: upgradeAttendanceShare(federation, show) + advertising + surge, reasons };
}

/** The show's capacity with the federation's capacity upgrades of that venue type. */
export function showCapacity(federation: { readonly venueUpgrades: readonly string[] }, show: Pick<Show, 'venueId' | 'venueCapacity'>): number {
  const venue = findVenue(show.venueId);
  return venue ? upgradedCapacity(show.venueCapacity, venue.type, federation.venueUpgrades) : show.venueCapacity;
}
