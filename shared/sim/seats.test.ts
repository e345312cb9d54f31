// One federation per seat: what belongs to a federation (founded, its last week
// report, its market) lives on it, and rules act for the federation id they are given, so a world with
// two player federations plays each on its own.
import { describe, expect, it } from 'vitest';
import { executeCommand } from './commands/table.ts';
import { createFederation } from './createFederation.ts';
import { migrateWorld } from './migrations.ts';
import { SimRefusal } from './refusal.ts';
import { asVersion12, startedWorld, TEST_NOW, twoSeatWorld, withRoster } from './testing/worlds.ts';
import { advanceWeekFor } from './week/nextWeek.ts';
import { checkWorld } from './worldCheck.ts';
import { gameExists, OWNER_SEAT, playerFederation, seatFederationId, WORLD_VERSION } from './world.ts';
import { createWorld, openSeat } from './createWorld.ts';

const ctx = { now: TEST_NOW };

describe('seats', () => {
  it('a new world has one seat, the owner’s, playing an unfounded player federation', () => {
    const world = createWorld(3);
    expect(world.seats).toEqual({ [OWNER_SEAT]: 'player' });
    expect(seatFederationId(world)).toBe('player');
    expect(playerFederation(world)).toMatchObject({ id: 'player', controller: 'player', founded: false, lastWeekReport: null });
    expect(gameExists(world, 'player')).toBe(false);
  });

  it('a second seat gets its own federation; founding it leaves the first as it was', () => {
    const world = startedWorld(4);
    const before = JSON.stringify(playerFederation(world));
    const rival = openSeat(world, 'second', 'rival');
    expect(rival).toMatchObject({ id: 'rival', controller: 'player', founded: false });
    expect(world.seats).toEqual({ owner: 'player', second: 'rival' });
    const events = createFederation(world, 'rival', { name: 'Rival Wrestling', logo: '' }, world.rng, TEST_NOW);
    expect(events).toEqual([{ kind: 'federationCreated', name: 'Rival Wrestling' }]);
    expect(rival).toMatchObject({ name: 'Rival Wrestling', founded: true, funds: 50_000, popularity: 10 });
    expect(rival.market).toHaveLength(10);
    expect(JSON.stringify(playerFederation(world))).toBe(before);
    // Local Community TV's offer to the first seat stands and is held for it: the network offers the new seat nothing meanwhile.
    expect(playerFederation(world).tvNetworks.find((n) => n.currentOffer)).toBeTruthy();
    expect(rival.tvNetworks.some((n) => n.currentOffer)).toBe(false);
    expect(world.messages.filter((m) => m.federationId === 'rival').map((m) => m.title)).toEqual(['Welcome to Rival Wrestling!']);
    expect(checkWorld(JSON.parse(JSON.stringify(world)))).toBeTruthy();
  });

  it('refuses a taken seat or federation id, and founding a federation twice, changing nothing', () => {
    const world = twoSeatWorld(5);
    const before = JSON.stringify(world);
    expect(() => openSeat(world, 'second', 'third')).toThrow(new SimRefusal('That seat is already taken.'));
    expect(() => openSeat(world, 'third', 'rival')).toThrow(new SimRefusal('That federation already exists.'));
    expect(() => createFederation(world, 'rival', { name: 'Again', logo: '' }, world.rng, TEST_NOW)).toThrow(
      new SimRefusal('Your federation already exists. Start a new game to found another one.'),
    );
    expect(JSON.stringify(world)).toBe(before);
  });

  it('a seat whose federation is not founded cannot advance the week, even when another seat’s is', () => {
    const world = startedWorld(6);
    openSeat(world, 'second', 'rival');
    const before = JSON.stringify(world);
    expect(() => advanceWeekFor(world, 'rival', 'skip', world.rng, TEST_NOW, executeCommand)).toThrow(new SimRefusal('Create your federation before advancing the week.'));
    expect(() => executeCommand(world, 'simToWeek', 'rival', { targetWeek: 3 }, ctx)).toThrow(new SimRefusal('Create your federation before advancing the week.'));
    expect(JSON.stringify(world)).toBe(before);
    expect(gameExists(world, 'player')).toBe(true);
  });
});

describe('the last week report, per federation', () => {
  it('each federation keeps the week’s date and its own events only; getWeekReport answers the asker’s', () => {
    const world = twoSeatWorld(7);
    withRoster(world, 4, 'player');
    withRoster(world, 4, 'rival');
    const { events } = executeCommand(world, 'advanceWeek', 'player', {}, ctx);
    const date = { week: 2, month: 'January', year: 2025 };
    const mine = world.federations.find((f) => f.id === 'player')!.lastWeekReport!;
    const theirs = world.federations.find((f) => f.id === 'rival')!.lastWeekReport!;
    expect(mine).toMatchObject(date);
    expect(theirs).toMatchObject(date);
    // Both weeks were settled, each in its own report.
    expect(events.filter((e) => e.kind === 'ledgerSettled').map((e) => ('federationId' in e ? e.federationId : ''))).toEqual(['player', 'rival']);
    for (const [report, id] of [[mine, 'player'], [theirs, 'rival']] as const) {
      expect(report.events[0]).toEqual({ kind: 'weekAdvanced', ...date });
      expect(report.events.every((e) => !('federationId' in e) || e.federationId === id)).toBe(true);
      expect(report.events.some((e) => e.kind === 'ledgerSettled')).toBe(true);
      expect(executeCommand(world, 'getWeekReport', id, {}, ctx).report).toEqual(report);
    }
    // Together they hold every event of the week (the world's own in both).
    const worldWide = mine.events.filter((e) => !('federationId' in e));
    expect(mine.events.length + theirs.events.length - worldWide.length).toBe(events.length);
  });

  it('the shows Next Week ran for the acting federation are in its report, not in the other’s', () => {
    const world = twoSeatWorld(8);
    withRoster(world, 6, 'player');
    executeCommand(world, 'createShow', 'player', { name: 'Home Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' }, ctx);
    executeCommand(world, 'advanceWeek', 'player', { unrunShows: 'run' }, ctx);
    const kinds = (id: string) => world.federations.find((f) => f.id === id)!.lastWeekReport!.events.map((e) => e.kind);
    expect(kinds('player')).toContain('showRunForYou');
    expect(kinds('rival')).not.toContain('showRunForYou');
  });
});

describe('save migration to version 13 (one federation per seat)', () => {
  it('moves the player federation id into the owner’s seat, and the started flag and the report onto the federation', () => {
    const world = startedWorld(9);
    executeCommand(world, 'advanceWeek', 'player', {}, ctx);
    const v12 = asVersion12(world);
    // Migrated to today's version (14 added the news, which a version-12 save gets empty as this world has).
    expect(WORLD_VERSION).toBeGreaterThanOrEqual(13);
    const migrated = migrateWorld(v12);
    expect(migrated).toEqual(world);
    expect(migrated).not.toHaveProperty('gameStarted');
    expect(migrated).not.toHaveProperty('playerFederationId');
    expect(migrated).not.toHaveProperty('lastWeekReport');
    expect(playerFederation(migrated).lastWeekReport).toMatchObject({ week: 2, month: 'January', year: 2025 });
    expect(checkWorld(migrated)).toBe(migrated);
  });

  it('a save made before the setup keeps its federation unfounded', () => {
    const world = createWorld(10);
    const migrated = migrateWorld(asVersion12(world));
    expect(migrated).toEqual(world);
    expect(playerFederation(migrated)).toMatchObject({ founded: false, lastWeekReport: null });
    expect(gameExists(migrated, 'player')).toBe(false);
  });
});
