// Cancelling a weekly show that airs on TV, through the real room: the deal moves to the federation's next
// weekly show, or, with none left, leaves the deal unassigned (still active) until one is booked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@colyseus/sdk';
import type { GameState } from '#shared/schema/GameState.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, until } from '../test/roomHelpers.ts';

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

describe('cancelling a weekly show on TV through the room', () => {
  it('cancelling a weekly show on TV hands the deal to the next weekly show, else leaves it waiting for one', async () => {
    const room: Room<any, GameState> = await foundedRoom(app, 'cancel-tv', 'Cancel Pro');
    const weekly = { weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' } as const;
    const { show } = await room.request('createShow', { ...weekly, name: 'Harbor TV' });
    const { show: next } = await room.request('createShow', { ...weekly, name: 'Harbor Next', weeksAhead: 1 });
    await until(() => own(room).shows.has(next.id));
    await room.request('acceptTvOffer', { networkId: 'local_community_tv', showId: show.id });
    await until(() => own(room).broadcastDeals.size === 1);

    const moved = await room.request('cancelShow', { showId: show.id });
    expect(moved.tvDeal).toEqual({ networkId: 'local_community_tv', network: 'Local Community TV', movedTo: { showId: next.id, name: 'Harbor Next', weekIndex: next.weekIndex } });
    await until(() => [...own(room).broadcastDeals.values()][0]!.showId === next.id);

    const waiting = await room.request('cancelShow', { showId: next.id });
    expect(waiting.tvDeal).toEqual({ networkId: 'local_community_tv', network: 'Local Community TV', movedTo: null });
    await until(() => !own(room).shows.has(next.id));
    expect([...own(room).broadcastDeals.values()].map((d) => ({ showId: d.showId, isActive: d.isActive }))).toEqual([{ showId: next.id, isActive: true }]);
    await room.leave();
  });
});
