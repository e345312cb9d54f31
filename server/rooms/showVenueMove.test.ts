// updateShow with a venue through the real room: a show not yet run moves venue, the
// rental difference shows in funds and the week's ledger lines, its TV deal stays with it; refusals are
// sentences and change nothing.
import type { Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '#shared/schema/GameState.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, refusal, snapshot, until, own } from '../test/roomHelpers.ts';

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

const weekly = { name: 'Harbor TV', weeksAhead: 0, venueId: 'neon_lantern', ticketPrice: 15, frequency: 'weekly' } as const;

describe('moving a show to another venue through the room', () => {
  it('moves a weekly show on TV to a smaller venue: the difference comes back, the deal stays', async () => {
    const room: Room<any, GameState> = await foundedRoom(app, 'venue-move', 'Move Pro');
    const { show } = await room.request('createShow', weekly);
    await until(() => own(room).shows.has(show.id));
    await room.request('acceptTvOffer', { networkId: 'local_community_tv', showId: show.id });
    await until(() => own(room).broadcastDeals.size === 1);
    const deal = [...own(room).broadcastDeals.values()][0]!;
    expect(deal.showId).toBe(show.id);
    const funds = own(room).federation.funds;

    await room.request('updateShow', { showId: show.id, venueId: 'cellar_door' });
    await until(() => own(room).shows.get(show.id)!.venueCapacity === 100);
    expect(own(room).shows.get(show.id)!.toJSON()).toMatchObject({ venue: 'The Cellar Door', venueCapacity: 100, rentalPaid: 200 });
    expect([...own(room).broadcastDeals.values()].map((d) => ({ showId: d.showId, isActive: d.isActive }))).toEqual([{ showId: show.id, isActive: true }]);
    expect(own(room).federation.funds).toBe(funds + 2_800);
    expect(own(room).currentLines.at(-1)!.toJSON()).toMatchObject({ kind: 'venue_refund', label: 'Venue move: Neon Lantern Ballroom to The Cellar Door (Harbor TV)', amount: 2_800 });
    await room.leave();
  });

  it('refuses the same venue, an unknown one and one the funds cannot cover, changing nothing', async () => {
    const room: Room<any, GameState> = await foundedRoom(app, 'venue-move-refused', 'Move Pro');
    const { show } = await room.request('createShow', weekly);
    await until(() => own(room).shows.has(show.id));
    const before = snapshot(room);
    expect(await refusal(room.request('updateShow', { showId: show.id, venueId: 'neon_lantern' }))).toBe('Harbor TV is already at Neon Lantern Ballroom.');
    expect(await refusal(room.request('updateShow', { showId: show.id, venueId: 'moon_base' }))).toBe('That venue does not exist.');
    expect(await refusal(room.request('updateShow', { showId: show.id, venueId: 'gold_coast_stadium', ticketPrice: 40 }))).toBe('Insufficient funds. This action costs $359,500');
    expect(snapshot(room)).toEqual(before);
    await room.leave();
  });
});
