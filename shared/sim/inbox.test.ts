// Routine show results go to the week report, the inbox keeps what needs attention.
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, needsAttention } from '../rules/messages.ts';
import type { SimEvent } from './events.ts';
import { addMessage, inboxPage, MESSAGES_SYNCED, syncedInbox, unreadCount } from './messages.ts';
import { migrateWorld } from './migrations.ts';
import { autoBook } from './shows/autoBook.ts';
import { runShow } from './shows/runShow.ts';
import { createShow } from './shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, withRoster } from './testing/worlds.ts';
import { advanceWeek } from './week/advanceWeek.ts';
import { WORLD_VERSION, type World } from './world.ts';
import { executeCommand } from './commands/table.ts';

/** A federation with a long-contracted roster, money to spare and a weekly show. */
function weeklyShowWorld(seed: number): World {
  const world = startedWorld(seed);
  player(world).funds = 5_000_000;
  for (const wrestler of withRoster(world, 10)) wrestler.contract!.weeksRemaining = 200;
  createShow(world, 'player', { name: 'Harbor Weekly', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'weekly' });
  return world;
}

/** Books and runs this week's show (auto-booked), then advances; returns the week report's events. */
function playWeek(world: World): SimEvent[] {
  const show = world.shows.find((s) => s.federationId === 'player' && s.weekIndex === world.calendar.totalWeeksProgressed && !s.isComplete);
  if (show && autoBook(world, 'player', show.id) > 0) runShow(world, 'player', show.id, world.rng, TEST_NOW);
  return advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}

describe('the inbox keeps what needs attention', () => {
  it('28 weeks with a weekly show leave only messages that need attention unread; every result is in its week report', () => {
    const world = weeklyShowWorld(5);
    let resultsReported = 0;
    for (let week = 0; week < 28; week += 1) {
      const ran = world.shows.filter((s) => s.federationId === 'player' && s.weekIndex === world.calendar.totalWeeksProgressed);
      const events = playWeek(world);
      const results = events.filter((e) => e.kind === 'showCompleted');
      const completed = ran.filter((s) => s.isComplete);
      // The week report groups the week's results: each show run that week, with its figures.
      expect(results.map((e) => e.showId)).toEqual(completed.map((s) => s.id));
      for (const show of completed) {
        expect(results.find((e) => e.showId === show.id)).toMatchObject({
          name: 'Harbor Weekly',
          rating: show.result!.rating.value,
          attendance: show.result!.attendance,
          revenue: show.result!.revenue,
          profit: show.result!.profit,
        });
      }
      expect(player(world).lastWeekReport!.events).toEqual(events);
      resultsReported += results.length;
    }
    expect(resultsReported).toBeGreaterThanOrEqual(26);
    const inbox = world.messages.filter((m) => m.federationId === 'player');
    const unread = inbox.filter((m) => !m.isRead);
    // The results are still kept in the inbox (the Results filter) but arrive read.
    expect(inbox.filter((m) => m.type === 'show_results')).toHaveLength(resultsReported);
    expect(unread.filter((m) => m.type === 'show_results')).toEqual([]);
    expect(unread.every((m) => needsAttention(m.type))).toBe(true);
    expect(unreadCount(world, 'player')).toBe(unread.length);
    expect(unreadCount(world, 'player')).toBeLessThan(resultsReported);
  });

  it('writes routine kinds already read and kinds that need attention unread', () => {
    const world = startedWorld(3);
    const result = addMessage(world, 'player', 'show_results', 'Show Results: X', 'x', TEST_NOW);
    const injury = addMessage(world, 'player', 'injury_report', 'Injury: Y', 'y', TEST_NOW);
    expect(result.isRead).toBe(true);
    expect(injury.isRead).toBe(false);
  });

  it('classifies every message kind once, with a filter category', () => {
    expect(MESSAGE_KINDS.show_results).toMatchObject({ category: 'results', needsAttention: false });
    for (const type of ['contract_expiry_warning', 'contract_expiry_release', 'injury_report', 'wrestler_departure', 'tv_offer', 'tv_warning', 'tv_deal_cancelled', 'tv_renewal', 'payroll_missed', 'show_cancelled', 'show_not_booked'] as const) {
      expect(MESSAGE_KINDS[type].needsAttention).toBe(true);
    }
    // A kind this version does not know (a newer save) asks for attention rather than hiding.
    expect(needsAttention('sponsor_offer')).toBe(true);
  });

  it('sends TV, payroll and show-scheduling news under their own kinds', () => {
    const world = startedWorld(3);
    // Creating the federation unlocks the first network's offer.
    expect(world.messages.find((m) => m.title.startsWith('TV offer:'))).toMatchObject({ type: 'tv_offer', isRead: false });
    createShow(world, 'player', { name: 'Never Run', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(world.messages.find((m) => m.title === 'Show cancelled')).toMatchObject({ type: 'show_cancelled', isRead: false });
  });
});

describe('save migration to the classified inbox', () => {
  it('marks old unread show results read and gives old general news its kind', () => {
    const world = startedWorld(9);
    const old = JSON.parse(JSON.stringify(world)) as Record<string, unknown> & { messages: Array<Record<string, unknown>> };
    old.version = 6;
    const base = { federationId: 'player', content: '', week: 1, month: 'January', year: 2025, isRead: false, timestamp: 1 };
    old.messages = [
      { ...base, id: 'msg-a', type: 'show_results', title: 'Show Results: Harbor Weekly' },
      { ...base, id: 'msg-b', type: 'general', title: 'TV offer: Local Community TV' },
      { ...base, id: 'msg-c', type: 'general', title: 'TV warning: Local Community TV' },
      { ...base, id: 'msg-d', type: 'general', title: 'TV deal cancelled: Local Community TV' },
      { ...base, id: 'msg-e', type: 'general', title: 'TV renewal: Local Community TV' },
      { ...base, id: 'msg-f', type: 'general', title: 'Missed payroll' },
      { ...base, id: 'msg-g', type: 'general', title: 'Show cancelled' },
      { ...base, id: 'msg-h', type: 'general', title: 'Weekly show not booked' },
      { ...base, id: 'msg-i', type: 'general', title: 'Something else' },
      { ...base, id: 'msg-j', type: 'injury_report', title: 'Injury: Y' },
    ];
    const migrated = migrateWorld(old);
    expect(migrated.version).toBe(WORLD_VERSION);
    expect(migrated.messages.map((m) => [m.id, m.type, m.isRead])).toEqual([
      ['msg-a', 'show_results', true],
      ['msg-b', 'tv_offer', false],
      ['msg-c', 'tv_warning', false],
      ['msg-d', 'tv_deal_cancelled', false],
      ['msg-e', 'tv_renewal', false],
      ['msg-f', 'payroll_missed', false],
      ['msg-g', 'show_cancelled', false],
      ['msg-h', 'show_not_booked', false],
      ['msg-i', 'general', false],
      ['msg-j', 'injury_report', false],
    ]);
  });
});

describe('the synced inbox (the newest messages and every unread one) and its older pages', () => {
  /** A world whose player has `count` messages, the ones at the given positions (oldest 0) unread. */
  function inboxWorld(count: number, unreadAt: number[]): World {
    const world = startedWorld(3);
    world.messages = world.messages.filter((m) => m.federationId !== 'player');
    for (let i = 0; i < count; i += 1) {
      const message = addMessage(world, 'player', 'show_results', `Message ${i}`, `Body ${i}`, TEST_NOW + i);
      message.isRead = !unreadAt.includes(i);
    }
    return world;
  }

  it('syncs the newest messages and every unread one, in the inbox order', () => {
    const world = inboxWorld(100, [3, 50]);
    const synced = syncedInbox(world, 'player');
    expect(synced.map((m) => m.title)).toEqual(['Message 3', 'Message 50', ...Array.from({ length: MESSAGES_SYNCED }, (_, i) => `Message ${100 - MESSAGES_SYNCED + i}`)]);
  });

  it('keeps the whole inbox synced while it is short', () => {
    const world = inboxWorld(MESSAGES_SYNCED - 1, []);
    expect(syncedInbox(world, 'player')).toHaveLength(MESSAGES_SYNCED - 1);
  });

  it('pages the inbox newest first with its total, and an offset past the end is an empty page', () => {
    const world = inboxWorld(45, []);
    const first = inboxPage(world, 'player', 0, 20);
    expect(first.total).toBe(45);
    expect(first.items.map((m) => m.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${44 - i}`));
    expect(inboxPage(world, 'player', 40, 20).items.map((m) => m.title)).toEqual(['Message 4', 'Message 3', 'Message 2', 'Message 1', 'Message 0']);
    expect(inboxPage(world, 'player', 100, 20)).toEqual({ items: [], total: 45 });
    // Another federation's messages are never in the page.
    world.messages.push({ ...world.messages[0]!, id: 'msg-rival', federationId: 'rival' });
    expect(inboxPage(world, 'player', 0, 100).items.some((m) => m.id === 'msg-rival')).toBe(false);
  });
});
