import { describe, expect, it } from 'vitest';
import { createFederation } from './createFederation.ts';
import { addMessage, markAllMessagesRead, markMessageRead, MAX_MESSAGES, unreadCount } from './messages.ts';
import { migrateWorld } from './migrations.ts';
import { WRESTLERS } from '../data/wrestlers.ts';
import { createShow } from './shows/scheduling.ts';
import { startedWorld } from './testing/worlds.ts';
import { gameExists, playerFederation, WORLD_VERSION } from './world.ts';
import { createWorld } from './createWorld.ts';

const NOW = Date.UTC(2026, 10, 21);

describe('federation setup', () => {
  it('names the federation, sets the logo, starts the game and sends a welcome message', () => {
    const world = createWorld(3);
    expect(gameExists(world, 'player')).toBe(false);
    const events = createFederation(world, 'player', { name: '  Iron Crown Wrestling ', logo: '/logos/iron-crown-wrestling.svg' }, world.rng, NOW);
    expect(events).toEqual([{ kind: 'federationCreated', name: 'Iron Crown Wrestling' }]);
    expect(playerFederation(world)).toMatchObject({ name: 'Iron Crown Wrestling', logo: '/logos/iron-crown-wrestling.svg', funds: 50_000, popularity: 10 });
    expect(playerFederation(world).founded).toBe(true);
    expect(gameExists(world, 'player')).toBe(true);
    expect(world.messages).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^msg-\d+$/), federationId: 'player', type: 'welcome', title: 'Welcome to Iron Crown Wrestling!', week: 1, month: 'January', year: 2025, isRead: false, timestamp: NOW }),
      // Local Community TV is unlocked from the start (spec) and makes its first offer.
      expect.objectContaining({ federationId: 'player', type: 'tv_offer', title: 'TV offer: Local Community TV', isRead: false }),
    ]);
  });

  it.each([
    ['', 'Federation name is required'],
    ['   ', 'Federation name is required'],
    ['x'.repeat(51), 'Federation name must be 50 characters or less'],
    ['Bad <Name>', 'Federation name contains invalid characters'],
    ['Émile Pro', 'Federation name contains invalid characters'],
  ])('refuses the name %j: %s', (name, message) => {
    const world = createWorld(3);
    expect(() => createFederation(world, 'player', { name, logo: '' }, world.rng, NOW)).toThrow(message);
    expect(playerFederation(world).founded).toBe(false);
    expect(world.messages).toEqual([]);
  });

  it("accepts letters, digits, spaces, hyphens, apostrophes, periods and ampersands", () => {
    const world = createWorld(3);
    createFederation(world, 'player', { name: "Rock & Roll Wrestling Co. 2-O'Clock", logo: '' }, world.rng, NOW);
    expect(playerFederation(world).name).toBe("Rock & Roll Wrestling Co. 2-O'Clock");
  });

  it('refuses a second setup of a started game', () => {
    const world = createWorld(3);
    createFederation(world, 'player', { name: 'First', logo: '' }, world.rng, NOW);
    expect(() => createFederation(world, 'player', { name: 'Second', logo: '' }, world.rng, NOW)).toThrow(/already exists/);
    expect(playerFederation(world).name).toBe('First');
  });
});

describe('messages', () => {
  it('marks one or all read and counts unread', () => {
    const world = createWorld(3);
    addMessage(world, 'player', 'general', 'A', 'a', NOW);
    addMessage(world, 'player', 'general', 'B', 'b', NOW);
    expect(unreadCount(world, 'player')).toBe(2);
    markMessageRead(world, 'player', 'msg-2');
    expect(world.messages.map((m) => m.isRead)).toEqual([false, true]);
    expect(() => markMessageRead(world, 'rival', 'msg-1')).toThrow('That message no longer exists.');
    expect(() => markMessageRead(world, 'player', 'msg-99')).toThrow('That message no longer exists.');
    markAllMessagesRead(world, 'player');
    expect(unreadCount(world, 'player')).toBe(0);
  });

  it(`keeps the newest ${MAX_MESSAGES} messages`, () => {
    const world = createWorld(3);
    for (let i = 0; i < MAX_MESSAGES + 5; i += 1) addMessage(world, 'player', 'general', `M${i}`, '', NOW);
    expect(world.messages).toHaveLength(MAX_MESSAGES);
    expect(world.messages[0]!.title).toBe('M5');
  });
});

describe('save migrations', () => {
  it('brings a version 1 world to the current version', () => {
    const v1 = {
      version: 1,
      calendar: { week: 3, month: 'March', year: 2025, totalWeeksProgressed: 10 },
      playerFederationId: 'player',
      federations: [{ id: 'player', name: 'Old Save', logo: '', funds: 41_000, popularity: 8, controller: 'player' }],
      showsCompletedThisWeek: 0,
      rng: { state: 77 },
    };
    const world = migrateWorld(v1);
    expect(world.version).toBe(WORLD_VERSION);
    expect(playerFederation(world).founded).toBe(true);
    expect(world.messages).toEqual([]);
    expect(playerFederation(world)).toMatchObject({
      id: 'player',
      name: 'Old Save',
      logo: '',
      funds: 41_000,
      popularity: 8,
      weekOpening: { funds: 41_000, popularity: 8, wrestlers: 0 },
      lastWeekOpening: { funds: 41_000, popularity: 8, wrestlers: 0 },
      weeklyRevenue: 0,
      weeklyExpenses: 0,
      controller: 'player',
      fundsAtWeekStart: 41_000,
      ledger: [],
      currentLines: [],
      staff: [],
    });
    expect(world.calendar).toEqual(v1.calendar);
    // v4: the catalog is seeded as free agents, and the started game gets its market and staff candidates.
    expect(world.wrestlers).toHaveLength(WRESTLERS.length);
    expect(world.wrestlers.every((w) => w.federationId === null)).toBe(true);
    expect(playerFederation(world).market).toHaveLength(10);
    expect(playerFederation(world).staffCandidates.length).toBeGreaterThanOrEqual(8);
    expect(world.nextId).toBeGreaterThan(1);
    expect(playerFederation(world).lastWeekReport).toBeNull();
  });
});

describe('save migrations from version 3', () => {
  it('keeps the messages in the player inbox and a world without a federation gets no market yet', () => {
    const v3 = {
      version: 3,
      gameStarted: false,
      calendar: { week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 },
      playerFederationId: 'player',
      federations: [{ id: 'player', name: 'New Federation', logo: '', funds: 50_000, popularity: 10, previousFunds: 50_000, previousPopularity: 10, weeklyRevenue: 0, weeklyExpenses: 0, controller: 'player' }],
      messages: [{ id: 'msg-1', type: 'general', title: 'Hi', content: '', week: 1, month: 'January', year: 2025, isRead: false, timestamp: 1 }],
      lastWeekReport: null,
      showsCompletedThisWeek: 0,
      nextId: 2,
      rng: { state: 5 },
    };
    const world = migrateWorld(v3);
    expect(world.messages[0]).toMatchObject({ id: 'msg-1', federationId: 'player' });
    expect(playerFederation(world).market).toEqual([]);
    expect(world.wrestlers).toHaveLength(WRESTLERS.length);
    // The same save always migrates to the same world.
    expect(migrateWorld(JSON.parse(JSON.stringify(v3)))).toEqual(world);
  });
});

describe('save migrations from version 6', () => {
  it('replaces previousFunds/previousPopularity with the week opening figures', () => {
    const world = createWorld(9);
    createFederation(world, 'player', { name: 'Six Wrestling', logo: '' }, world.rng, NOW);
    const json = JSON.parse(JSON.stringify(world)) as Record<string, unknown> & { federations: Array<Record<string, unknown>>; wrestlers: Array<Record<string, unknown>> };
    const federation = json.federations[0]!;
    delete federation.weekOpening;
    delete federation.lastWeekOpening;
    Object.assign(federation, { funds: 47_300, fundsAtWeekStart: 48_000, popularity: 11.5, previousFunds: 52_000, previousPopularity: 10.7 });
    federation.ledger = [{ fundsBefore: 50_000, fundsAfter: 48_000 }];
    json.wrestlers[0]!.federationId = 'player';
    json.wrestlers[1]!.federationId = 'player';
    json.version = 6;
    const migrated = playerFederation(migrateWorld(json));
    expect(migrated.weekOpening).toEqual({ funds: 48_000, popularity: 11.5, wrestlers: 2 });
    expect(migrated.lastWeekOpening).toEqual({ funds: 50_000, popularity: 10.7, wrestlers: 2 });
    expect(migrated).not.toHaveProperty('previousFunds');
    expect(migrated).not.toHaveProperty('previousPopularity');
  });

  it('names the show of every TV episode recorded before episodes kept their show\'s name', () => {
    const world = startedWorld(6);
    const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const older = JSON.parse(JSON.stringify(world)) as Record<string, unknown> & { federations: Array<Record<string, unknown>> };
    older.version = 8;
    const episode = { weekIndex: 0, viewership: 5_000, rating: 2.1, payment: 3_000, metViewership: true, metRating: true };
    const deal = { id: 'deal-1', networkId: 'local_community_tv', showId: show.id, performanceHistory: [
      { ...episode, showId: show.id },
      { ...episode, weekIndex: 1, showId: 'show-gone' },
      { ...episode, weekIndex: 2, showId: null, viewership: 0, payment: 0 },
    ] };
    older.federations.find((f) => f.id === 'player')!.broadcastDeals = [deal];
    const migrated = migrateWorld(older);
    expect(migrated.version).toBe(WORLD_VERSION);
    expect(playerFederation(migrated).broadcastDeals[0]!.performanceHistory.map((e) => e.showName)).toEqual(['Harbor TV', null, null]);
  });
});
