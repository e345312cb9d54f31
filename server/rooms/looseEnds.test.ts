// Issue 18 loose ends through the real room: a retired wrestler's page still answers (the world keeps their
// record), and cancelling a weekly show that airs on TV moves its deal or leaves the deal unassigned.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retireWrestlers } from '../../shared/sim/roster/aging.ts';
import type { World } from '../../shared/sim/world.ts';
import { Client, type Room } from '@colyseus/sdk';
import { GameState } from '../../shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { own, until } from '../test/roomHelpers.ts';

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
});
