import { describe, expect, it } from 'vitest';
import { createFederation } from './createFederation.ts';
import { addMessage, markAllMessagesRead, markMessageRead, MAX_MESSAGES, unreadCount } from './messages.ts';
import { migrateWorld } from './migrations.ts';
import { createWorld, gameExists, playerFederation, WORLD_VERSION } from './world.ts';

const NOW = Date.UTC(2026, 10, 21);

describe('federation setup', () => {
  it('names the federation, sets the logo, starts the game and sends a welcome message', () => {
    const world = createWorld(3);
    expect(gameExists(world)).toBe(false);
    const events = createFederation(world, { name: '  Iron Crown Wrestling ', logo: '/logos/iron-crown-wrestling.svg' }, NOW);
    expect(events).toEqual([{ kind: 'federationCreated', name: 'Iron Crown Wrestling' }]);
    expect(playerFederation(world)).toMatchObject({ name: 'Iron Crown Wrestling', logo: '/logos/iron-crown-wrestling.svg', funds: 50_000, popularity: 10 });
    expect(world.gameStarted).toBe(true);
    expect(gameExists(world)).toBe(true);
    expect(world.messages).toEqual([
      expect.objectContaining({ id: 'msg-1', type: 'welcome', title: 'Welcome to Iron Crown Wrestling!', week: 1, month: 'January', year: 2025, isRead: false, timestamp: NOW }),
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
    expect(() => createFederation(world, { name, logo: '' }, NOW)).toThrow(message);
    expect(world.gameStarted).toBe(false);
    expect(world.messages).toEqual([]);
  });

  it("accepts letters, digits, spaces, hyphens, apostrophes, periods and ampersands", () => {
    const world = createWorld(3);
    createFederation(world, { name: "Rock & Roll Wrestling Co. 2-O'Clock", logo: '' }, NOW);
    expect(playerFederation(world).name).toBe("Rock & Roll Wrestling Co. 2-O'Clock");
  });

  it('refuses a second setup of a started game', () => {
    const world = createWorld(3);
    createFederation(world, { name: 'First', logo: '' }, NOW);
    expect(() => createFederation(world, { name: 'Second', logo: '' }, NOW)).toThrow(/already exists/);
    expect(playerFederation(world).name).toBe('First');
  });
});

describe('messages', () => {
  it('marks one or all read and counts unread', () => {
    const world = createWorld(3);
    addMessage(world, 'general', 'A', 'a', NOW);
    addMessage(world, 'general', 'B', 'b', NOW);
    expect(unreadCount(world)).toBe(2);
    markMessageRead(world, 'msg-2');
    expect(world.messages.map((m) => m.isRead)).toEqual([false, true]);
    expect(() => markMessageRead(world, 'msg-99')).toThrow('That message no longer exists.');
    markAllMessagesRead(world);
    expect(unreadCount(world)).toBe(0);
  });

  it(`keeps the newest ${MAX_MESSAGES} messages`, () => {
    const world = createWorld(3);
    for (let i = 0; i < MAX_MESSAGES + 5; i += 1) addMessage(world, 'general', `M${i}`, '', NOW);
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
    expect(world.gameStarted).toBe(true);
    expect(world.messages).toEqual([]);
    expect(world.nextId).toBe(1);
    expect(playerFederation(world)).toEqual({
      id: 'player',
      name: 'Old Save',
      logo: '',
      funds: 41_000,
      popularity: 8,
      previousFunds: 41_000,
      previousPopularity: 8,
      weeklyRevenue: 0,
      weeklyExpenses: 0,
      controller: 'player',
    });
    expect(world.calendar).toEqual(v1.calendar);
    expect(world.rng).toEqual({ state: 77 });
    expect(world.lastWeekReport).toBeNull();
  });
});
