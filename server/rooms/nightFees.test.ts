// Night fees are paid from the night's takings, through the real room: the synced
// expected figures warn before Start when funds plus the ticket money would not cover the night's fees, the
// run is refused with the same sentence and changes nothing, and once the funds cover it the show runs with
// the ticket money booked before the licence and the fees.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, paced, refusal, snapshot, until, own } from '../test/roomHelpers.ts';

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

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

describe('night fees through the room', () => {
  it('warns on the synced show, refuses Start with the figures, then runs once funds plus tickets cover the fees', async () => {
    const room = await foundedRoom(app, 'night-fees', 'Fee Pro');
    // Four of the cheapest market wrestlers on per-appearance deals, so the night carries their fees.
    const cheapest = [...own(room).market.values()].sort((a, b) => a.askingSalary - b.askingSalary).slice(0, 4).map((w) => w.id);
    for (const wrestlerId of cheapest) await paced(() => room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'perAppearance', weeks: 5 }));
    await until(() => own(room).roster.size === 4);
    // Tonight at a theater ($2,000 licence) with $500 tickets; two more shows booked ahead take the funds down.
    const { show } = await paced(() => room.request('createShow', { name: 'Aurora Nights', weeksAhead: 0, venueId: 'aurora_playhouse', ticketPrice: 500, frequency: 'special' }));
    const { show: later } = await paced(() => room.request('createShow', { name: 'Regent Nights', weeksAhead: 1, venueId: 'grand_regent', ticketPrice: 500, frequency: 'special' }));
    await paced(() => room.request('createShow', { name: 'Neon Nights', weeksAhead: 2, venueId: 'neon_lantern', ticketPrice: 500, frequency: 'special' }));
    await paced(() => room.request('autoBook', { showId: show.id }));
    await until(() => (own(room).shows.get(show.id)?.segmentCount ?? 0) > 0);

    const funds = own(room).federation.funds;
    const expected = JSON.parse(own(room).shows.get(show.id)!.expected) as ExpectedShow;
    expect(funds + expected.ticketRevenue).toBeLessThan(expected.nightCosts);
    const sentence = `This show's night fees (${usd(expected.nightCosts)}) are more than your funds (${usd(funds)}) plus its expected ticket sales (${usd(expected.ticketRevenue)}).`;
    expect(expected.problems).toEqual([sentence]);

    const before = snapshot(room);
    expect(await refusal(room.request('runShow', { showId: show.id }))).toBe(sentence);
    expect(snapshot(room)).toBe(before);

    // Half the later show's rental back: now funds plus tickets cover the fees, and the warning goes.
    await paced(() => room.request('cancelShow', { showId: later.id }));
    await until(() => !own(room).shows.has(later.id));
    await until(() => (JSON.parse(own(room).shows.get(show.id)!.expected) as ExpectedShow).problems.length === 0);
    const fundsBefore = own(room).federation.funds;
    const linesBefore = own(room).currentLines.length;
    await paced(() => room.request('runShow', { showId: show.id }));
    await until(() => own(room).shows.get(show.id)!.isComplete);
    const night = own(room).currentLines.toJSON().slice(linesBefore);
    // Pay order: the ticket money, the licence, the four appearance fees, then any merchandise. At $500 a
    // ticket a new federation may sell none (each world has its own seed): then there is no ticket line.
    const tickets = night.filter((l) => l.kind === 'tickets').length;
    expect(tickets).toBeLessThanOrEqual(1);
    const order = [...(tickets ? ['tickets'] : []), 'venue_licensing', 'appearance_fees', 'appearance_fees', 'appearance_fees', 'appearance_fees'];
    expect(night.slice(0, order.length).map((l) => l.kind)).toEqual(order);
    const result = JSON.parse(own(room).shows.get(show.id)!.result) as { revenue: number; costs: number };
    expect(own(room).federation.funds).toBeCloseTo(fundsBefore + result.revenue - result.costs, 2);
    await room.leave();
  });
});
