// Requests and promises through the real room (docs/rules/promises.md): a wrestler's request arrives in the
// synced inbox carrying its promise; answerPromise accepts or declines it, breakPromise goes back on an
// accepted one, getPromises reads the board; a missing promise or a bad payload is refused in a sentence and
// changes nothing; a declined ultimatum makes the wrestler quit with the spec's message.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QUIT_MESSAGE } from '#shared/rules/promises.ts';
import { makeRequest } from '#shared/sim/promises/requests.ts';
import { withRoster } from '#shared/sim/testing/worlds.ts';
import type { World } from '#shared/sim/world.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, paced, refusal, serverWorld, snapshot, until } from '../test/roomHelpers.ts';

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

/** A request from one of the player's wrestlers, planted as the week would make it. */
function plant(world: World, ultimatum: boolean) {
  const federation = world.federations.find((f) => f.controller === 'player')!;
  const wrestler = withRoster(world, 1, federation.id)[0]!;
  const promise = makeRequest(world, federation, wrestler, 'main_event', ultimatum, Date.now());
  return { federation, wrestler, promise };
}

describe('promises through the room', () => {
  it('a request arrives in the synced inbox; Accept, the board, Break, and refusals that change nothing', async () => {
    const room = await foundedRoom(app, 'promise-accept', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { wrestler, promise } = plant(world, false);
    // Reading the inbox re-syncs it.
    await paced(() => room.request('markAllMessagesRead', {}));
    await until(() => own(room).messages.some((m) => m.promiseId === promise.id));
    expect(own(room).messages.find((m) => m.promiseId === promise.id)).toMatchObject({ type: 'promise_request', promiseState: 'open', title: `Request from ${wrestler.name}: main event` });

    const before = snapshot(room);
    expect(await refusal(room.request('answerPromise', { promiseId: 'promise-404', accept: true }))).toBe('That promise does not exist.');
    expect(await refusal(room.request('answerPromise', { promiseId: promise.id }))).toMatch(/^Invalid answerPromise command: /);
    expect(await refusal(room.request('breakPromise', { promiseId: promise.id }))).toBe(`You have not promised ${wrestler.name} anything yet: decline the request instead.`);
    expect(snapshot(room)).toBe(before);
    expect(promise.metadata.accepted).toBe(false);

    const morale = wrestler.morale;
    await paced(() => room.request('answerPromise', { promiseId: promise.id, accept: true }));
    await until(() => own(room).messages.find((m) => m.promiseId === promise.id)?.promiseState === 'accepted');
    expect(wrestler.morale - morale).toBeGreaterThanOrEqual(2);
    expect(wrestler.morale - morale).toBeLessThanOrEqual(6);
    const { promises } = await room.request('getPromises', {});
    expect(promises.accepted).toEqual([expect.objectContaining({ id: promise.id, wrestlerName: wrestler.name, state: 'accepted', weeksLeft: 12, label: 'Main event' })]);
    expect(promises.requests).toEqual([]);

    await paced(() => room.request('breakPromise', { promiseId: promise.id }));
    await until(() => own(room).messages.some((m) => m.type === 'promise_resolution'));
    expect(own(room).messages.find((m) => m.promiseId === promise.id)?.promiseState).toBe('broken');
    expect(wrestler.promisesFailed).toBe(1);
    expect(await refusal(room.request('breakPromise', { promiseId: promise.id }))).toBe('That promise is already settled.');
    const after = (await room.request('getPromises', {})).promises;
    expect(after.resolved).toEqual([expect.objectContaining({ id: promise.id, state: 'broken' })]);
    await room.leave();
  });

  it('a declined ultimatum: the wrestler quits, is off the synced roster, and the spec message arrives', async () => {
    const room = await foundedRoom(app, 'promise-quit', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { wrestler, promise } = plant(world, true);
    await paced(() => room.request('markAllMessagesRead', {}));
    await until(() => own(room).messages.some((m) => m.promiseId === promise.id));
    const { events } = await paced(() => room.request('answerPromise', { promiseId: promise.id, accept: false }));
    expect(events).toContainEqual(expect.objectContaining({ kind: 'wrestlerQuit', wrestlerId: wrestler.id }));
    await until(() => !own(room).roster.has(wrestler.id));
    const departure = own(room).messages.find((m) => m.type === 'wrestler_departure')!;
    expect(departure.content.startsWith(QUIT_MESSAGE)).toBe(true);
    expect(departure.content).toContain('cannot be rehired for 12 weeks');
    expect(wrestler.federationId).toBeNull();
    expect(await refusal(room.request('answerPromise', { promiseId: promise.id, accept: true }))).toBe('That wrestler is no longer with your federation.');
    await room.leave();
  });
});
