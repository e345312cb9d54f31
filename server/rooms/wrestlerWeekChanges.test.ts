// The week report's wrestler changes through the room: a show night's popularity changes reach the answer
// of Next Week and the stored report, for the federation's own wrestlers only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SimEvent } from '#shared/sim/events.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, marketIds, own, until } from '../test/roomHelpers.ts';

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

type Changes = Extract<SimEvent, { kind: 'wrestlerWeekChanges' }>;

describe("the week report's wrestler changes through the room", () => {
  it("lists the show night's popularity changes of the federation's wrestlers, with their reasons, in Next Week's answer and the stored report", async () => {
    const room = await foundedRoom(app, 'changes', 'Change Pro');
    const ids = marketIds(room).slice(0, 4);
    for (const wrestlerId of ids) await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: 5 });
    const created = await room.request('createShow', { name: 'Change Nights', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
    await room.request('autoBook', { showId: created.show.id });
    await room.request('runShow', { showId: created.show.id });
    await until(() => own(room).showsCompletedThisWeek === 1);

    const answer = (await room.request('advanceWeek', {})) as { events: SimEvent[] };
    const event = answer.events.find((e): e is Changes => e.kind === 'wrestlerWeekChanges');
    expect(event).toBeDefined();
    expect(event!.changes.length).toBeGreaterThan(0);
    for (const change of event!.changes) {
      expect(ids).toContain(change.wrestlerId);
      expect(change).toMatchObject({ what: 'popularity', reason: expect.stringMatching(/^(Match|Promo) at Change Nights$/) });
    }
    const report = (await room.request('getWeekReport', {})) as { report: { events: SimEvent[] } };
    expect(report.report.events.find((e) => e.kind === 'wrestlerWeekChanges')).toEqual(event);
  });
});
