// What anyone in the world may see and what only a federation's own players see
// (docs/protocol.md "Public and private"): a client decodes every federation's public face and its own
// federation's private part, never another federation's private part, and never the world's generator.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChampionship } from '#shared/sim/championships/championship.ts';
import { startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { type World } from '#shared/sim/world.ts';
import { newFederation } from '#shared/sim/newFederation.ts';
import type { GameState } from '#shared/schema/GameState.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, joinGame, own, serverWorld, until, marketIds } from '../test/roomHelpers.ts';
import { projectWorld } from './projectWorld.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: 200 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

const RIVAL_FUNDS = 987_654.25;
const RIVAL_SECRET = 'Rival board: cut the payroll in March';

/** A started world holding the player's federation and a second one (a rival with a roster, a title and an inbox). */
function twoFederationWorld(): { world: World; rivalRoster: string[]; rivalChampion: string } {
  const world = startedWorld(4242, 'Home Wrestling');
  withRoster(world, 6);
  const rival = newFederation('rival', 'Rival Wrestling', 'ai');
  rival.funds = RIVAL_FUNDS;
  rival.popularity = 42;
  world.federations.push(rival);
  const roster = withRoster(world, 5, rival.id);
  createChampionship(world, rival.id, { name: 'Rival World Title', holderId: roster[0]!.id });
  world.messages.push({ id: 'msg-rival-1', federationId: rival.id, type: 'general', title: RIVAL_SECRET, content: RIVAL_SECRET, week: 1, month: 'January', year: 2025, isRead: false, timestamp: TEST_NOW });
  return { world, rivalRoster: roster.map((w) => w.name), rivalChampion: roster[0]!.name };
}

/** Every key of a decoded JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe('the synced state: public faces for all, private parts for their own federation', () => {
  it("a client sees both federations' public faces, its own private part, and nothing private of the rival", async () => {
    const email = 'two-federations@example.com';
    const browser = await playerBrowser(app, email);
    const userId = (await app.storage.findUserByEmail(email))!.id;
    const { world, rivalRoster, rivalChampion } = twoFederationWorld();
    const rngState = world.rng.state;
    await new GameJournal(app.storage).start(userId, 1, world);

    const room = await joinGame(browser);
    await until(() => room.state.federations.size === 2 && own(room).roster.size === 6);

    expect(room.state.federations.get('rival')!.toJSON()).toEqual({
      id: 'rival',
      name: 'Rival Wrestling',
      logo: '',
      controller: 'ai',
      popularity: 42,
      rosterSize: 5,
      champions: JSON.stringify([{ title: 'Rival World Title', holderName: rivalChampion }]),
      lastShowName: '',
      lastShowRating: -1,
      lastShowWeekIndex: -1,
    });
    expect(room.state.federations.get('player')!.toJSON()).toMatchObject({ id: 'player', name: 'Home Wrestling', controller: 'player', popularity: 10, rosterSize: 6, champions: '[]' });

    // The room's state holds the rival's private part too (as a second seat in the world would make
    // it); only the client's own federation's private part reaches the client.
    const serverRoom = app.colyseus.getRoomById(room.roomId) as unknown as { world: World; state: GameState; broadcastPatch(): void };
    projectWorld(serverRoom.world, 'rival', serverRoom.state);
    serverRoom.broadcastPatch();
    expect([...serverRoom.state.privates.keys()].sort()).toEqual(['player', 'rival']);
    await room.request('markAllMessagesRead', {});
    await until(() => own(room).messages.every((m) => m.isRead));
    expect([...room.state.privates.keys()]).toEqual(['player']);
    expect(own(room).federation.toJSON()).toMatchObject({ id: 'player', name: 'Home Wrestling', funds: 50_000 });
    const decoded = JSON.stringify(room.state.toJSON());
    expect(decoded).not.toContain(RIVAL_SECRET);
    expect(decoded).not.toContain(String(RIVAL_FUNDS));
    // The rival's wrestlers are not in the client's state, but for its champion's name on its public face.
    for (const name of rivalRoster.slice(1)) expect(decoded, name).not.toContain(name);

    // Nothing of the world's random generator is synced.
    const keys = keysOf(room.state.toJSON());
    for (const key of ['rng', 'rngState', 'seed', 'nextId']) expect(keys.has(key), key).toBe(false);
    expect(decoded).not.toContain(String(rngState));
  });

  it("a command updates its federation's public face; the week updates every face", async () => {
    const email = 'faces-follow@example.com';
    const browser = await playerBrowser(app, email);
    const userId = (await app.storage.findUserByEmail(email))!.id;
    const { world } = twoFederationWorld();
    await new GameJournal(app.storage).start(userId, 1, world);

    const room = await joinGame(browser);
    await until(() => room.state.federations.size === 2 && own(room).market.size > 0);
    const wrestlerId = marketIds(room)[0]!;
    await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: 5 });
    await until(() => room.state.federations.get('player')!.rosterSize === 7);
    expect(room.state.federations.get('rival')!.rosterSize).toBe(5);

    await room.request('advanceWeek', {});
    await until(() => room.state.calendar.totalWeeksProgressed === 1);
    // The week re-syncs every face: the player's follows the popularity the week gave it.
    expect(room.state.federations.get('player')!.popularity).toBe(own(room).federation.popularity);
    expect([...room.state.privates.keys()]).toEqual(['player']);
  });

  it("a new game holds the rival federations, and the week's answer carries none of their events", async () => {
    const room = await foundedRoom(app, 'rivals-week', 'Lonely No More');
    // A new game's world: the player and the three rivals the spec founds, each with a public face.
    await until(() => room.state.federations.size === 4);
    const faces = [...room.state.federations.values()];
    expect(faces.filter((f) => f.controller === 'ai')).toHaveLength(3);
    const ownId = own(room).federation.id;
    const answer = await room.request('advanceWeek', {});
    await until(() => room.state.calendar.totalWeeksProgressed === 1);
    // The world's week settled every federation's ledger; the player hears of its own only.
    const settled = serverWorld(app, room).federations.filter((f) => f.ledger.length > 0);
    expect(settled.length).toBeGreaterThan(1);
    for (const event of answer.events as Array<{ kind: string; federationId?: string }>) {
      if ('federationId' in event) expect(event.federationId, event.kind).toBe(ownId);
    }
    expect(answer.events.filter((e: { kind: string }) => e.kind === 'ledgerSettled')).toHaveLength(1);
    await room.leave();
  });
});

