// Issue 18 loose ends through the real room: a retired wrestler's page still answers (the world keeps their
// record), and cancelling a weekly show that airs on TV moves its deal or leaves the deal unassigned.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retireWrestlers } from '../../shared/sim/roster/aging.ts';
import type { World } from '../../shared/sim/world.ts';
import { Client, type Room } from '@colyseus/sdk';
import { GameState } from '../../shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, until } from '../test/roomHelpers.ts';

let players = 0;
/** A new player's room (AI federations on) with a founded federation; see competition.test.ts. */
async function aiWorldRoom(app: TestApp): Promise<Room<any, GameState>> {
  players += 1;
  const browser = await playerBrowser(app, `loose-ends-${players}@example.com`);
  const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
  await room.request('createFederation', { name: 'Loose Ends Pro', logo: '' });
  await until(() => own(room).federation.name === 'Loose Ends Pro' && own(room).market.size > 0);
  return room;
}

function worldOf(app: TestApp, room: Room): World {
  return (app.colyseus.getRoomById(room.roomId) as unknown as { world: World }).world;
}

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

describe('loose ends of a living world through the room (issue 18)', () => {
  it("a retired rival's page answers with their record, never \"Wrestler not found.\"", async () => {
    const room = await aiWorldRoom(app);
    const world = worldOf(app, room);
    const veteran = world.wrestlers.find((w) => w.federationId !== null && w.federationId !== 'player')!;
    const holder = world.federations.find((f) => f.id === veteran.federationId)!;
    retireWrestlers(world, [veteran], 0);
    const answer = await room.request('getWrestler', { wrestlerId: veteran.id });
    expect(answer.wrestler).toBeUndefined();
    expect(answer.contractHolder).toBeNull();
    expect(answer.retired).toMatchObject({ id: veteran.id, name: veteran.name, age: veteran.age, lastFederationId: holder.id, lastFederationName: holder.name });
    await room.leave();
  });

  it('cancelling a weekly show on TV hands the deal to the next weekly show, else leaves it waiting for one', async () => {
    const room: Room<any, GameState> = await foundedRoom(app, 'loose-ends-tv', 'Cancel Pro');
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
