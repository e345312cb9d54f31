// Venue upgrades (spec §9; tier 2 needs tier 1, enforced): bought once, kept for every show at a venue
// of their type (arena, stadium, or all venues), with a weekly upkeep settled with the week.
import { findVenueUpgrade, upgradePurchaseProblem } from '#shared/rules/venueUpgrades.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { requireFederation, type World } from '../world.ts';

export function buyVenueUpgrade(world: World, federationId: string, upgradeId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const problem = upgradePurchaseProblem(upgradeId, federation.venueUpgrades);
  if (problem) throw new SimRefusal(problem);
  const upgrade = findVenueUpgrade(upgradeId)!;
  payNow(federation, 'venue_upgrade', `Venue upgrade: ${upgrade.label}`, upgrade.cost);
  federation.venueUpgrades.push(upgrade.id);
  return [{ kind: 'venueUpgraded', federationId, upgradeId: upgrade.id, label: upgrade.label, cost: upgrade.cost }];
}
