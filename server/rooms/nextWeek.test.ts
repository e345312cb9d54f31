// Next Week without surprises through the real room: the "Run my unrun shows
// automatically" setting, synced and obeyed by advanceWeek, and "Sim to week N" with where and why it stopped.
import type { Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '#shared/schema/GameState.ts';
import type { SimEvent } from '#shared/sim/events.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, refusal, snapshot, until, own, marketIds } from '../test/roomHelpers.ts';

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

/** A founded federation with four wrestlers on 5-week contracts and an empty weekly show this week. */
async function weekRoom(label: string): Promise<{ room: Room<any, GameState>; showId: string }> {
  const room = await foundedRoom(app, label, 'Next Pro');
  const ids = marketIds(room).slice(0, 4);
  for (const wrestlerId of ids) await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: 5 });
  const created = await room.request('createShow', { name: 'Harbor Nights', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
  await until(() => own(room).roster.size === 4 && own(room).shows.has(created.show.id));
  return { room, showId: created.show.id as string };
}

describe('Next Week through the room', () => {
  it('the setting is synced, and with it on Next Week runs the unrun show (auto-booked) instead of cancelling it', async () => {
    const { room, showId } = await weekRoom('autorun');
    expect(own(room).federation.autoRunShows).toBe(false);
    await room.request('setAutoRunShows', { enabled: true });
    await until(() => own(room).federation.autoRunShows === true);

    const { events } = (await room.request('advanceWeek', {})) as { events: SimEvent[] };
    await until(() => room.state.calendar.totalWeeksProgressed === 1);
    expect(events.filter((e) => e.kind === 'showRunForYou')).toEqual([{ kind: 'showRunForYou', federationId: expect.any(String), showId, name: 'Harbor Nights', autoBooked: true }]);
    expect(events.filter((e) => e.kind === 'showCancelled')).toEqual([]);
    expect(events.some((e) => e.kind === 'showCompleted' && e.showId === showId)).toBe(true);
    // The weekly show ran, so it is booked again for the new week.
    expect(events.some((e) => e.kind === 'showCloned' && e.name === 'Harbor Nights')).toBe(true);

    await room.request('setAutoRunShows', { enabled: false });
    await until(() => own(room).federation.autoRunShows === false);
  });

  it('"skip" cancels the unrun show whatever the setting, and a bad choice is refused, changing nothing', async () => {
    const { room } = await weekRoom('skip');
    const before = snapshot(room);
    expect(await refusal(room.request('advanceWeek', { unrunShows: 'later' }))).toBe('Invalid advanceWeek command: Unrun shows must be run or skip');
    expect(await refusal(room.request('setAutoRunShows', { enabled: 'yes' }))).toBe('Invalid setAutoRunShows command: Enabled must be true or false');
    expect(snapshot(room)).toBe(before);
    await room.request('setAutoRunShows', { enabled: true });
    const { events } = (await room.request('advanceWeek', { unrunShows: 'skip' })) as { events: SimEvent[] };
    expect(events.filter((e) => e.kind === 'showCancelled').map((e) => e.kind === 'showCancelled' && e.name)).toEqual(['Harbor Nights']);
  });

  it('Sim to week N advances week by week and stops on what needs the player, saying where and why', async () => {
    const { room } = await weekRoom('simto');
    const before = snapshot(room);
    expect(await refusal(room.request('simToWeek', { targetWeek: 0 }))).toBe('Pick a week after this one.');
    expect(await refusal(room.request('simToWeek', { targetWeek: 53 }))).toBe('Sim to week goes at most 52 weeks ahead.');
    expect(await refusal(room.request('simToWeek', { targetWeek: 2.5 }))).toBe('Invalid simToWeek command: Target week must be a whole number');
    expect(snapshot(room)).toBe(before);

    const answer = await room.request('simToWeek', { targetWeek: 20, unrunShows: 'run' });
    const { sim } = answer as { sim: { weeks: number; date: string; stoppedEarly: boolean; reasons: string[]; message: string } };
    // The 5-week contracts reach their last week after 4 weeks at the latest (an offer or the bills may stop it sooner).
    expect(sim.stoppedEarly).toBe(true);
    expect(sim.weeks).toBeGreaterThanOrEqual(1);
    expect(sim.weeks).toBeLessThanOrEqual(4);
    expect(sim.reasons.length).toBeGreaterThan(0);
    expect(sim.message).toBe(`Stopped at ${sim.date}: ${sim.reasons.join(' ')}`);
    await until(() => room.state.calendar.totalWeeksProgressed === sim.weeks);
    const { week, month, year } = room.state.calendar;
    expect(sim.date).toBe(`Week ${week}, ${month} ${year}`);
  });
});
