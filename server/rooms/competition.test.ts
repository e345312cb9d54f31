// Competition with the rivals through the real room, in a new game (the AI federations on): a free agent's
// signing quote carries the competing-interest premium and the player pays it; a rival's wrestler page
// names the holder and carries none of the holder's private figures.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interestFactor } from '#shared/rules/demand.ts';
import { quoteContract } from '#shared/sim/roster/contractTerms.ts';
import type { FreeAgentRow } from '#shared/sim/roster/freeAgents.ts';
import type { World } from '#shared/sim/world.ts';
import { Client, type Room } from '@colyseus/sdk';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { own, until } from '../test/roomHelpers.ts';

let players = 0;
/**
 * A new player's room with a founded federation. Not roomHelpers' foundedRoom: it waits for a market of
 * 10, and in a world with AI federations the market may hold fewer (they signed some at founding).
 */
async function aiWorldRoom(app: TestApp): Promise<Room<any, GameState>> {
  players += 1;
  const browser = await playerBrowser(app, `competition-${players}@example.com`);
  const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
  await room.request('createFederation', { name: 'Compete Pro', logo: '' });
  await until(() => own(room).federation.name === 'Compete Pro' && own(room).market.size > 0);
  return room;
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

describe('competition with the rivals through the room', () => {
  it("the player's signing quote includes the rivals' interest, and the signing charges it", async () => {
    const room = await aiWorldRoom(app);
    const page = (await room.request('listFreeAgents', { limit: 100 })).page as { rows: FreeAgentRow[] };
    const row = page.rows.find((r) => !r.locked && r.rehireBanWeeks === 0 && r.interest > 0 && r.wrestler.askingSalary * 2 * interestFactor(r.interest) < 50_000);
    expect(row, 'a free agent the rivals want that the player can afford').toBeDefined();
    const demand = await room.request('getDemand', { wrestlerIds: [row!.wrestler.id] });
    expect(demand.interest).toEqual({ [row!.wrestler.id]: row!.interest });
    const offer = { source: 'freeAgent', type: 'permanent', weeks: 12 } as const;
    const quote = quoteContract(row!.wrestler, offer, row!.interest);
    expect(quote.salary).toBeGreaterThan(quoteContract(row!.wrestler, offer).salary);
    expect(quote.parts[0]!.label).toMatch(/^\d rival federations? (is|are) interested$/);
    const answer = await room.request('signWrestler', { wrestlerId: row!.wrestler.id, source: 'freeAgent', contractType: 'permanent', weeks: 12 });
    expect(answer.events[0]).toMatchObject({ kind: 'wrestlerSigned', salary: quote.salary, bonus: quote.bonus });
    await until(() => own(room).roster.has(row!.wrestler.id));
    expect(own(room).roster.get(row!.wrestler.id)!.salary).toBe(quote.salary);
    await room.leave();
  });

  it("a rival's wrestler opens with public facts and the holder, never the salary or morale", async () => {
    const room = await aiWorldRoom(app);
    const world = (app.colyseus.getRoomById(room.roomId) as unknown as { world: World }).world;
    const rivalWrestler = world.wrestlers.find((w) => w.federationId !== null && w.federationId !== 'player' && w.contract)!;
    const holder = world.federations.find((f) => f.id === rivalWrestler.federationId)!;
    const answer = await room.request('getWrestler', { wrestlerId: rivalWrestler.id });
    expect(answer.contractHolder).toEqual({ federationId: holder.id, name: holder.name, weeksRemaining: rivalWrestler.contract!.weeksRemaining });
    expect(answer.wrestler).toMatchObject({ id: rivalWrestler.id, name: rivalWrestler.name, federationId: holder.id, popularity: rivalWrestler.popularity, skills: rivalWrestler.skills, contract: null, morale: 0 });
    const text = JSON.stringify(answer);
    expect(text).not.toContain(`"salary"`);
    expect(answer.wrestler.merchandiseSales.total).toBe(0);
    // A free agent is whole, with no holder.
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    const freeAnswer = await room.request('getWrestler', { wrestlerId: free.id });
    expect(freeAnswer.contractHolder).toBeNull();
    expect(freeAnswer.wrestler.askingSalary).toBe(free.askingSalary);
    await room.leave();
  });
});
