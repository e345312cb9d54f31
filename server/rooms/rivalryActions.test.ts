// Rivalry actions, poaching and talent raids through the real room (docs/rules/diplomacy.md): getRelations
// reads the rivals of a new game; a rivalry action, a poach and a raid are refused with the spec's funds
// sentences at a dollar short and change nothing, then go through at the exact cost and re-sync the funds,
// this week's lines, the roster and the rival's public face.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, paced, refusal, serverWorld, snapshot, until } from '../test/roomHelpers.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import type { World } from '#shared/sim/world.ts';

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

/** The player's federation and the largest rival, with the rival's wrestlers made takeable (settled, content, within reach). */
function prepare(world: World) {
  const home = world.federations.find((f) => f.controller === 'player')!;
  const rival = world.federations.filter((f) => f.controller === 'ai').sort((a, b) => rosterOf(world, b.id).length - rosterOf(world, a.id).length)[0]!;
  world.calendar.totalWeeksProgressed = 10;
  home.popularity = 50;
  rival.popularity = 50;
  const roster = rosterOf(world, rival.id);
  for (const w of roster) {
    w.morale = 60;
    w.minFederationPopularityRequired = 0;
    w.contract!.signedWeek = 0;
    w.contract!.salary = 1_000;
  }
  return { home, rival, roster };
}

describe('rivalry actions through the room', () => {
  it('reads the relations, refuses a rumour a dollar short, spreads it at the exact cost (a fixed seed: it sticks, the rival -2)', async () => {
    const room = await foundedRoom(app, 'rivalry', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { home, rival } = prepare(world);
    const { relations } = await room.request('getRelations', {});
    expect(relations.relations).toHaveLength(3);
    expect(relations.relations.every((r: { status: string; score: number }) => r.status === 'neutral' && r.score === 0)).toBe(true);
    const one = (await room.request('getRelations', { federationId: rival.id })).relations;
    expect(one.quotes.actions.map((a: { kind: string }) => a.kind)).toContain('mediaWar');
    expect(await refusal(room.request('takeRivalryAction', { targetId: rival.id, kind: 'bribe' }))).toMatch(/^Invalid takeRivalryAction command: /);

    home.funds = 9_999;
    await paced(() => room.request('getRelations', {}));
    const before = snapshot(room);
    expect(await refusal(room.request('takeRivalryAction', { targetId: rival.id, kind: 'spreadRumours' }))).toBe('Insufficient funds. This action costs $10,000');
    expect(await refusal(room.request('takeRivalryAction', { targetId: home.id, kind: 'spreadRumours' }))).toBe('You cannot deal with your own federation.');
    expect(snapshot(room)).toBe(before);

    home.funds = 10_000;
    world.rng.state = 1; // a seed on which the rumours stick and take 2 popularity
    const { events } = await paced(() => room.request('takeRivalryAction', { targetId: rival.id, kind: 'spreadRumours' }));
    expect(events.some((e: { kind: string }) => e.kind === 'federationInteraction')).toBe(true);
    await until(() => own(room).federation.funds === 0);
    expect(own(room).currentLines.toJSON().at(-1)).toMatchObject({ kind: 'rivalry_action', amount: -10_000 });
    const after = (await room.request('getRelations', { federationId: rival.id })).relations.relations[0];
    expect(after).toMatchObject({ score: -15, status: 'neutral' });
    await until(() => room.state.federations.get(rival.id)!.popularity === 48);
    expect(own(room).federation.popularity).toBe(50);
    await room.leave();
  });

  it('poaches at 2.5 x salary and raids at $50,000 plus salaries, each refused a dollar short', async () => {
    const room = await foundedRoom(app, 'poach', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { home, rival, roster } = prepare(world);
    const target = roster[0]!;
    home.funds = 2_499;
    expect(await refusal(room.request('poachWrestler', { wrestlerId: target.id }))).toBe('Insufficient funds. Poaching costs $2,500');
    expect(await refusal(room.request('poachWrestler', { wrestlerId: 'nobody' }))).toBe('Wrestler not found.');
    home.funds = 2_500;
    await paced(() => room.request('poachWrestler', { wrestlerId: target.id }));
    await until(() => own(room).roster.has(target.id));
    expect(own(room).roster.get(target.id)!.contractWeeksRemaining).toBe(52);
    await until(() => room.state.federations.get(rival.id)!.popularity === 45);

    const raided = roster.slice(1, 3).map((w) => w.id);
    home.funds = 51_999;
    expect(await refusal(room.request('talentRaid', { targetId: rival.id, wrestlerIds: raided }))).toBe('Insufficient funds. Talent raid costs $52,000');
    home.funds = 52_000;
    await paced(() => room.request('talentRaid', { targetId: rival.id, wrestlerIds: raided }));
    await until(() => raided.every((id) => own(room).roster.has(id)));
    await until(() => room.state.federations.get(rival.id)!.popularity === 37);
    const after = (await room.request('getRelations', { federationId: rival.id })).relations.relations[0];
    expect(after.score).toBe(-60);
    expect(after.status).toBe('hostile');
    await room.leave();
  });
});
