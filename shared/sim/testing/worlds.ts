// Worlds for tests and benchmarks: a new world with the player's federation founded.
import { createFederation } from '../createFederation.ts';
import { setFederationOf, type Wrestler } from '../roster/wrestler.ts';
import { playerFederation, seatFederationId, type Federation, type World } from '../world.ts';
import { createWorld, openSeat } from '../createWorld.ts';

/** A fixed time for messages and reports in tests, epoch ms. */
export const TEST_NOW = Date.UTC(2026, 10, 21);

/** A world whose player federation has been set up, so weeks can advance. */
export function startedWorld(seed: number, name = 'Test Wrestling'): World {
  const world = createWorld(seed);
  createFederation(world, seatFederationId(world), { name, logo: '' }, world.rng, TEST_NOW);
  return world;
}

/**
 * A started world with a second seat ('second', federation 'rival') founded with the same sim functions
 * as the player's: two player federations, each acting for itself (seats.test.ts, invariants.test.ts).
 */
export function twoSeatWorld(seed: number): World {
  const world = startedWorld(seed, 'Home Wrestling');
  openSeat(world, 'second', 'rival');
  createFederation(world, 'rival', { name: 'Rival Wrestling', logo: '' }, world.rng, TEST_NOW);
  return world;
}

export function player(world: World): Federation {
  return playerFederation(world);
}

/**
 * Puts `count` free agents (the catalog's best by rating, for varied skills) on the player's roster with
 * a 12-week Permanent Deal at their asking salary, without paying: a roster for show and bench tests.
 */
export function withRoster(world: World, count: number, federationId = seatFederationId(world)): Wrestler[] {
  const picked = world.wrestlers
    .filter((w) => w.federationId === null)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))
    .slice(0, count);
  for (const wrestler of picked) {
    setFederationOf(world, wrestler, federationId);
    wrestler.contract = { type: 'permanent', salary: wrestler.askingSalary, weeksRemaining: 12, lengthWeeks: 12, signedWeek: world.calendar.totalWeeksProgressed };
    for (const federation of world.federations) federation.market = federation.market.filter((id) => id !== wrestler.id);
  }
  return picked;
}

/**
 * A world as a version-12 save held it (before one federation per seat): the owner's federation id, the
 * started flag and the last week report at the world's level. Tests of older migrations start from it.
 */
export function asVersion12(world: World): Record<string, unknown> & { federations: Array<Record<string, unknown>>; wrestlers: Array<Record<string, unknown>> } {
  const json = JSON.parse(JSON.stringify(world)) as Record<string, unknown> & { federations: Array<Record<string, unknown>>; wrestlers: Array<Record<string, unknown>> };
  const owner = json.federations.find((f) => f.id === seatFederationId(world))!;
  const { seats: _seats, ...rest } = json;
  return {
    ...rest,
    version: 12,
    gameStarted: owner.founded,
    playerFederationId: owner.id,
    lastWeekReport: owner.lastWeekReport,
    federations: json.federations.map(({ founded: _founded, lastWeekReport: _report, ...federation }) => federation),
  };
}
