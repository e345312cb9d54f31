// The "from last week" changes through the real room: synced from the sim's one
// definition after a week with a show, and kept in step with every later command.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, until, own, marketIds } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

const tenths = (popularity: number) => Math.round(popularity * 10);

describe('week changes through the room', () => {
  it('syncs last week\'s whole change (show night and advance) to the dashboard and the week report', async () => {
    const room = await foundedRoom(app, 'deltas', 'Delta Pro');
    const founded = { funds: 50_000, popularity: 10, wrestlers: 0 };
    expect(own(room).federation.changeFromLastWeek.toJSON()).toEqual({ from: founded, to: founded, change: { funds: 0, popularity: 0, wrestlers: 0 } });

    const ids = marketIds(room).slice(0, 4);
    for (const wrestlerId of ids) await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: 5 });
    const created = await room.request('createShow', { name: 'Delta Nights', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
    await room.request('autoBook', { showId: created.show.id });
    await room.request('runShow', { showId: created.show.id });
    await until(() => own(room).showsCompletedThisWeek === 1);
    // Show night moved popularity (up or down: the world's seed is random here), before any advance.
    expect(own(room).federation.popularity).not.toBe(10);
    // Mid-week 1 the dashboard already counts the signings and show night.
    expect(own(room).federation.changeFromLastWeek.change.wrestlers).toBe(4);
    expect(own(room).federation.changeFromLastWeek.change.funds).toBe(Math.round(own(room).federation.funds) - 50_000);

    await room.request('advanceWeek', {});
    await until(() => room.state.calendar.totalWeeksProgressed === 1);
    const { funds, popularity } = own(room).federation;
    const expected = {
      from: founded,
      to: { funds, popularity, wrestlers: 4 },
      change: { funds: Math.round(funds) - 50_000, popularity: (tenths(popularity) - 100) / 10, wrestlers: 4 },
    };
    expect(own(room).federation.changeFromLastWeek.toJSON()).toEqual(expected);
    expect(own(room).federation.lastWeekChange.toJSON()).toEqual(expected);

    // A signing in the new week moves the dashboard's change, not the week report's.
    const next = marketIds(room)[0]!;
    await room.request('signWrestler', { wrestlerId: next, source: 'market', contractType: 'permanent', weeks: 5 });
    await until(() => own(room).roster.size === 5);
    expect(own(room).federation.changeFromLastWeek.change.wrestlers).toBe(5);
    expect(own(room).federation.changeFromLastWeek.change.funds).toBe(Math.round(own(room).federation.funds) - 50_000);
    expect(own(room).federation.lastWeekChange.toJSON()).toEqual(expected);
  });
});
