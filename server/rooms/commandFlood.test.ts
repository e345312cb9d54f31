// Fair under load: each connection has a command limit (messageLimit.ts). Commands
// past it get a sentence and change nothing; a connection that keeps flooding is closed with
// FLOOD_CLOSE_CODE and one warn entry without a stack; a player who plays, however fast, is never refused.
// The limit is the player's in the room, not the connection's: joining again gives no fresh burst.
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { capturedLog, ERROR, WARN } from '../test/capturedLog.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { until, own } from '../test/roomHelpers.ts';
import { COMMAND_BURST, COMMAND_RATE_PER_S, FLOOD_CLOSE_CODE, FLOOD_REJOIN_REFUSAL, TOO_MANY_COMMANDS } from './messageLimit.ts';

const { log, entries } = capturedLog();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { log });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

let players = 0;
async function player(label: string): Promise<{ room: Room<any, GameState>; cookie: string }> {
  players += 1;
  const browser = await playerBrowser(app, `${label}-${players}@example.com`);
  const cookie = browser.cookieHeader();
  const room = await new Client(BASE_URL, { headers: { cookie } }).joinOrCreate('game', {}, GameState);
  await room.request('createFederation', { name: `${label} Pro`, logo: '' });
  await until(() => own(room).market.size === 10);
  // Founding the federation took one command: let it refill.
  await new Promise((r) => setTimeout(r, 100));
  return { room, cookie };
}

type Answer = { ok: true } | { ok: false; message: string };
function answer(promise: Promise<unknown>): Promise<Answer> {
  return promise.then(
    () => ({ ok: true }),
    (error: { reason?: { message?: string } }) => ({ ok: false, message: error.reason?.message ?? String(error) }),
  );
}

describe('the command limit of a connection', () => {
  it('refuses commands past the burst with a sentence, and the refused ones change nothing', async () => {
    const { room } = await player('burst');
    const weeksBefore = room.state.calendar.totalWeeksProgressed;
    // 80 week advances at once: 40 pass, the rest are refused, but for those the bucket refills while the
    // server works through the burst (COMMAND_RATE_PER_S; a week of a world with rivals takes a few ms, more
    // on a loaded machine): at most one more per 1/COMMAND_RATE_PER_S s of the burst, and one in flight.
    const sentAt = Date.now();
    const answers = await Promise.all(Array.from({ length: COMMAND_BURST + 40 }, () => answer(room.request('advanceWeek', {}))));
    const refills = Math.ceil(((Date.now() - sentAt) / 1000) * COMMAND_RATE_PER_S) + 1;
    const accepted = answers.filter((a) => a.ok).length;
    const refused = answers.filter((a): a is { ok: false; message: string } => !a.ok);
    expect(accepted).toBeGreaterThanOrEqual(COMMAND_BURST);
    expect(accepted).toBeLessThanOrEqual(COMMAND_BURST + refills);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((a) => a.message))).toEqual(new Set([TOO_MANY_COMMANDS]));
    // Exactly the accepted advances moved the calendar.
    await until(() => room.state.calendar.totalWeeksProgressed === weeksBefore + accepted);
    await new Promise((r) => setTimeout(r, 200));
    expect(room.state.calendar.totalWeeksProgressed).toBe(weeksBefore + accepted);
    // The connection stays open; after a pause, commands run again.
    await new Promise((r) => setTimeout(r, 300));
    await room.request('markAllMessagesRead', {});
    await room.leave();
  });

  it('answers a plain send past the limit with a commandError', async () => {
    const { room } = await player('sends');
    const errors: Array<{ command: string; message: string }> = [];
    room.onMessage('commandError', (error: { command: string; message: string }) => errors.push(error));
    for (let i = 0; i < COMMAND_BURST + 5; i += 1) room.send('markAllMessagesRead', {});
    await until(() => errors.length >= 3);
    expect(errors[0]).toEqual({ command: 'markAllMessagesRead', message: TOO_MANY_COMMANDS });
    await room.leave();
  });

  it('closes a flooding connection with its close code, logs it once at warn without a stack, and the game stays playable', async () => {
    const { room, cookie } = await player('flood');
    const other = await player('bystander');
    const weeksBefore = room.state.calendar.totalWeeksProgressed;
    let closed = 0;
    room.onLeave((code) => {
      closed = code;
    });
    const mark = entries.length;
    const answers: Array<Promise<Answer>> = [];
    // A flood of 1,000 advances sent at once.
    for (let i = 0; i < 1000; i += 1) answers.push(answer(room.request('advanceWeek', {})));
    await until(() => closed !== 0, 10_000);
    expect(closed).toBe(FLOOD_CLOSE_CODE);
    // A connection closed for flooding keeps no seat for a reconnection (a flooder rejoining in a loop
    // would otherwise pile up a held seat per connection for the whole grace period).
    const serverRoom = matchMaker.getLocalRoomById(room.roomId) as unknown as { _reconnections: Record<string, unknown> };
    await until(() => Object.keys(serverRoom._reconnections).length === 0 && room.roomId !== '');
    await new Promise((r) => setTimeout(r, 100));
    expect(Object.keys(serverRoom._reconnections)).toEqual([]);
    const settled = await Promise.all(answers.map((a) => Promise.race([a, new Promise<null>((r) => setTimeout(() => r(null), 500))])));
    const refusedForRate = settled.filter((a) => a && !a.ok && a.message === TOO_MANY_COMMANDS).length;
    expect(refusedForRate).toBeGreaterThanOrEqual(90);

    // One warn entry for the closed connection, none at error, no stack.
    await until(() => entries.slice(mark).some((e) => e.reason === 'flooding'));
    const flooding = entries.slice(mark).filter((e) => e.reason === 'flooding');
    expect(flooding).toHaveLength(1);
    expect(flooding[0]!.level).toBe(WARN);
    expect(JSON.stringify(flooding[0])).not.toMatch(/\n\s+at |\\n\s+at /);
    expect(entries.slice(mark).filter((e) => e.level >= ERROR)).toEqual([]);

    // Opening the game again at once is refused for a few seconds: a flooder that rejoins in a loop
    // would cost the server a join and a seat each time.
    const rejoin = await new Client(BASE_URL, { headers: { cookie } }).joinOrCreate('game', {}, GameState).then(
      async (joined) => {
        await joined.leave();
        return 'joined';
      },
      (error: Error) => error.message,
    );
    expect(rejoin).toBe(FLOOD_REJOIN_REFUSAL);

    // The other player has their own limit: a burst is not refused.
    const theirs = await Promise.all(Array.from({ length: 30 }, () => answer(other.room.request('markAllMessagesRead', {}))));
    expect(theirs.every((a) => a.ok)).toBe(true);

    // After the cool-down the flooder plays again. Their game advanced by the commands let through, at most
    // the burst and its refill, never by the refused ones.
    await new Promise((r) => setTimeout(r, 10_000));
    const back = await new Client(BASE_URL, { headers: { cookie } }).joinOrCreate('game', {}, GameState);
    await until(() => back.state.calendar.totalWeeksProgressed > weeksBefore);
    const advanced = back.state.calendar.totalWeeksProgressed - weeksBefore;
    expect(advanced).toBeGreaterThanOrEqual(1);
    expect(advanced).toBeLessThan(COMMAND_BURST + 10);
    await back.request('markAllMessagesRead', {});
    await back.leave();
    await other.room.leave();
  });

  it('never refuses a player who clicks fast: 3 commands at once every second, and 30 in a row', async () => {
    const { room } = await player('normal');
    const answers: Answer[] = [];
    for (let second = 0; second < 3; second += 1) {
      answers.push(...(await Promise.all(['markAllMessagesRead', 'markAllReportsRead', 'getWeekReport'].map((name) => answer(room.request(name as 'markAllMessagesRead', {}))))));
      await new Promise((r) => setTimeout(r, 1000));
    }
    for (let i = 0; i < 30; i += 1) answers.push(await answer(room.request('markAllMessagesRead', {})));
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    await room.leave();
  });
});
