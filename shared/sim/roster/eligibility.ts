// Whether a federation may sign a wrestler at all, money aside: the popularity the wrestler asks of a
// federation and a walk-out's rehire ban. Read by the signing checks, the market, the free agents and the
// rivals' interest, so it depends on none of them.
import { REHIRE_BAN_WEEKS } from '#shared/rules/contracts.ts';
import type { Federation, World } from '../world.ts';
import type { Wrestler } from './wrestler.ts';

/** Whether the federation's popularity (floored, spec §7) reaches the wrestler's requirement. */
export function qualifiesFor(federation: Federation, wrestler: Wrestler): boolean {
  return wrestler.minFederationPopularityRequired <= Math.floor(federation.popularity);
}

/** Weeks of rehire ban left for this federation, 0 when none. */
export function rehireBanWeeksLeft(world: World, federationId: string, wrestler: Wrestler): number {
  if (wrestler.rehireBanFederationId !== federationId || wrestler.rehireBanUntilWeek === null) return 0;
  return Math.max(0, wrestler.rehireBanUntilWeek - world.calendar.totalWeeksProgressed);
}

/** A wrestler who walked out (unpaid, an ultimatum) may not sign with that federation for REHIRE_BAN_WEEKS. */
export function barFromRehire(world: World, federationId: string, wrestler: Wrestler): void {
  wrestler.rehireBanUntilWeek = world.calendar.totalWeeksProgressed + REHIRE_BAN_WEEKS;
  wrestler.rehireBanFederationId = federationId;
}
