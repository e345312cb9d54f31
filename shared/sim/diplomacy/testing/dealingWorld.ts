// Worlds for the dealings' tests: two founded federations, 'home' (the owner's seat) and 'rival' (a second
// seat: a player's federation too, so messages to the one acted upon can be read), some weeks in.
import { TEST_NOW, twoSeatWorld, withRoster } from '#shared/sim/testing/worlds.ts';
import type { WeekContext } from '#shared/sim/week/weekSteps.ts';
import { seatFederationId, type Federation, type World } from '#shared/sim/world.ts';

export const RIVAL = 'rival';

export interface DealingWorld {
  world: World;
  home: Federation;
  rival: Federation;
}

/** Two federations with funds and popularity set, `weeks` weeks into the game (contracts signed at week 0). */
export function dealingWorld(seed = 1, { funds = 1_000_000, popularity = 50, weeks = 10 } = {}): DealingWorld {
  const world = twoSeatWorld(seed);
  world.calendar.totalWeeksProgressed = weeks;
  const home = world.federations.find((f) => f.id === seatFederationId(world))!;
  const rival = world.federations.find((f) => f.id === RIVAL)!;
  for (const f of [home, rival]) {
    f.funds = funds;
    f.popularity = popularity;
  }
  return { world, home, rival };
}

/** Gives the rival a roster signed at week 0 (the best free agents first). */
export function rivalRoster(world: World, count: number) {
  const roster = withRoster(world, count, RIVAL);
  for (const w of roster) if (w.contract) w.contract.signedWeek = 0;
  return roster;
}

/** Moves the world to the next week and builds the context a week step gets. */
export function nextWeekContext(world: World): WeekContext {
  const ended = { ...world.calendar };
  world.calendar = { ...world.calendar, totalWeeksProgressed: world.calendar.totalWeeksProgressed + 1 };
  return { rng: world.rng, now: TEST_NOW, commands: (() => ({ events: [] })) as unknown as WeekContext['commands'], ended, skippedOnAir: [], earlier: [] };
}
