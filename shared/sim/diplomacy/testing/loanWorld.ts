// Worlds for the loan tests (sim, room): the player's federation with a roster and one computer-run rival
// whose roster, funds and the pair's relationship the test sets.
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { createFederation } from '#shared/sim/createFederation.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { rosterOf, setFederationOf, type Wrestler } from '#shared/sim/roster/wrestler.ts';
import { TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type Federation, type World } from '#shared/sim/world.ts';
import { changeRelationship, findRelationship } from '../relationships.ts';

export interface LoanWorld {
  world: World;
  you: Federation;
  rival: Federation;
  /** The player's wrestlers, best rated first. */
  mine: Wrestler[];
}

/** A world with computer-run federations; the player's federation holds `size` wrestlers on 20-week contracts. */
export function loanWorld(seed = 7, size = 6): LoanWorld {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Home Wrestling', logo: '' }, world.rng, TEST_NOW);
  const mine = withRoster(world, size);
  for (const w of mine) w.contract!.weeksRemaining = 20;
  const you = world.federations.find((f) => f.id === seatFederationId(world))!;
  const rival = activeAiFederations(world)[0]!;
  rival.funds = 1_000_000;
  for (const w of rosterOf(world, rival.id)) {
    if (w.contract) w.contract.weeksRemaining = 20;
    w.status = 'active';
  }
  return { world, you, rival, mine };
}

/** Sets the pair's score exactly (the history records one change as the test's reason). */
export function setRelationship(world: World, a: string, b: string, score: number): void {
  changeRelationship(world, a, b, 'loanOut', 'Set by the test');
  findRelationship(world, a, b)!.score = score;
}

/** Moves a wrestler to a federation's roster on a 20-week contract (a test fixture, through setFederationOf). */
export function signTo(world: World, wrestler: Wrestler, federationId: string): void {
  setFederationOf(world, wrestler, federationId);
  wrestler.contract = { type: 'permanent', salary: wrestler.askingSalary, weeksRemaining: 20, lengthWeeks: 20, signedWeek: 0 };
  wrestler.status = 'active';
}
