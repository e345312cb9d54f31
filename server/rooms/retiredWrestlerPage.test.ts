// A retired wrestler's page through the real room, in a new game (the AI federations on): the world keeps
// their record, so asking for a retired rival answers with who they were and where they last wrestled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retireWrestlers } from '#shared/sim/roster/aging.ts';
import type { World } from '#shared/sim/world.ts';
import { Client, type Room } from '@colyseus/sdk';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { own, until } from '../test/roomHelpers.ts';

let players = 0;
/** A new player's room (AI federations on) with a founded federation; see competition.test.ts. */
async function aiWorldRoom(app: TestApp): Promise<Room<any, GameState>> {
  players += 1;
  const browser = await playerBrowser(app, `retired-page-${players}@example.com`);
  const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
  await room.request('createFederation', { name: 'Retired Page Pro', logo: '' });
  await until(() => own(room).federation.name === 'Retired Page Pro' && own(room).market.size > 0);
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

describe("a retired wrestler's page through the room", () => {
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
