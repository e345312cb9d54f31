// checkWorld: a loaded world the game can run, or a WorldCheckError with a short reason (never a crash later).
import { describe, expect, it } from 'vitest';
import { playedCareer } from './testing/career.ts';
import { startedWorld } from './testing/worlds.ts';
import { checkWorld, WorldCheckError } from './worldCheck.ts';
import { WORLD_VERSION, type World } from './world.ts';
import { createWorld } from './createWorld.ts';

/** A valid world as it comes out of JSON (the form a loaded snapshot has). */
function loaded(world: World): Record<string, unknown> {
  return JSON.parse(JSON.stringify(world)) as Record<string, unknown>;
}

function reasonFor(value: unknown): string {
  try {
    checkWorld(value);
  } catch (error) {
    expect(error).toBeInstanceOf(WorldCheckError);
    return (error as WorldCheckError).reason;
  }
  throw new Error('checkWorld accepted the value');
}

describe('checkWorld', () => {
  it('accepts a world after several played weeks and returns that same world', () => {
    const world = loaded(playedCareer(11, 8));
    expect((world.calendar as { totalWeeksProgressed: number }).totalWeeksProgressed).toBe(8);
    expect((world.shows as unknown[]).length).toBeGreaterThan(5);
    expect(checkWorld(world)).toBe(world);
  });

  it('accepts a new world before the federation is founded, and a started one', () => {
    expect(() => checkWorld(loaded(createWorld(3)))).not.toThrow();
    expect(() => checkWorld(loaded(startedWorld(4)))).not.toThrow();
  });

  it('refuses null, a number, an array and {}', () => {
    expect(reasonFor(null)).toMatch(/not an object/);
    expect(reasonFor(42)).toMatch(/not an object/);
    expect(reasonFor([])).toMatch(/not an object/);
    expect(reasonFor({})).toMatch(/^version:/);
  });

  it('refuses a world without federations, or without the player federation', () => {
    const none = loaded(startedWorld(5));
    none.federations = [];
    expect(reasonFor(none)).toMatch(/^federations:/);

    const missing = loaded(startedWorld(5));
    delete missing.federations;
    expect(reasonFor(missing)).toMatch(/^federations:/);

    const noPlayer = loaded(startedWorld(5));
    noPlayer.seats = { owner: 'someone-else' };
    expect(reasonFor(noPlayer)).toMatch(/^seats\.owner:/);

    const noSeat = loaded(startedWorld(5));
    noSeat.seats = {};
    expect(reasonFor(noSeat)).toMatch(/^seats:/);
  });

  it('refuses a string where a number belongs', () => {
    const funds = loaded(startedWorld(6));
    (funds.federations as Array<Record<string, unknown>>)[0]!.funds = '50000';
    expect(reasonFor(funds)).toMatch(/^federations\.0\.funds:/);

    const week = loaded(startedWorld(6));
    (week.calendar as Record<string, unknown>).totalWeeksProgressed = '3';
    expect(reasonFor(week)).toMatch(/^calendar\.totalWeeksProgressed:/);

    const rng = loaded(startedWorld(6));
    rng.rng = { state: 'seed' };
    expect(reasonFor(rng)).toMatch(/^rng\.state:/);
  });

  it('refuses a version other than this server’s (newer, older, missing)', () => {
    for (const version of [WORLD_VERSION + 1, WORLD_VERSION - 1, undefined]) {
      const world = loaded(startedWorld(7));
      world.version = version;
      expect(reasonFor(world)).toMatch(/^version:/);
    }
  });

  it('refuses lists whose entries are not objects with ids', () => {
    const wrestler = loaded(startedWorld(8));
    (wrestler.wrestlers as unknown[])[3] = 'a wrestler';
    expect(reasonFor(wrestler)).toMatch(/^wrestlers\.3:/);

    const show = loaded(playedCareer(8, 2));
    delete (show.shows as Array<Record<string, unknown>>)[0]!.id;
    expect(reasonFor(show)).toMatch(/^shows\.0\.id:/);

    const messages = loaded(startedWorld(8));
    messages.messages = { 0: 'not a list' };
    expect(reasonFor(messages)).toMatch(/^messages:/);
  });

  it('refuses calendar numbers outside the calendar', () => {
    const world = loaded(startedWorld(9));
    (world.calendar as Record<string, unknown>).week = 7;
    expect(reasonFor(world)).toMatch(/^calendar\.week:/);
  });
});
