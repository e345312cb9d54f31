// A save that cannot be read never locks its player out: whatever is wrong with the
// current snapshot, the room opens, explains it with an error id (the details are in the log under that
// id, never on screen), and offers the previous good save or a new game.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WORLD_VERSION } from '#shared/sim/world.ts';
import { gzipText } from '../persistence/compression.ts';
import { capturedLog } from '../test/capturedLog.ts';
import { playerBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, refusal, savedGame, until, own } from '../test/roomHelpers.ts';
import { SAVE_PROBLEM_PENDING } from '../slots/slotService.ts';

const { log, entries } = capturedLog();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: 200, log });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

/** The damaged snapshots players' saves were found with: each becomes slot 1's current one. */
const DAMAGED: Array<[string, Uint8Array, number]> = [
  ['truncated', gzipText(JSON.stringify({ version: WORLD_VERSION, federations: [] })).slice(0, 12), WORLD_VERSION],
  ['null', gzipText('null'), WORLD_VERSION],
  ['{}', gzipText('{}'), WORLD_VERSION],
  ['no federations', gzipText(JSON.stringify({ version: WORLD_VERSION, calendar: { week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 } })), WORLD_VERSION],
  ['a string for a number', gzipText(JSON.stringify({ version: WORLD_VERSION, calendar: { week: 'one' } })), WORLD_VERSION],
  ['a future version', gzipText('{}'), WORLD_VERSION + 1],
  ['not gzip at all', new TextEncoder().encode('{"version": 9'), WORLD_VERSION],
];

/** A player with two snapshots in slot 1 (week 3, then week 4), the newer one replaced by `data`. */
async function damagedPlayer(email: string, data: Uint8Array, version: number): Promise<{ browser: Browser; userId: string }> {
  const browser = await playerBrowser(app, email);
  const userId = (await app.storage.findUserByEmail(email))!.id;
  const room = await joinGame(browser);
  await room.request('createFederation', { name: 'Phoenix Pro', logo: '' });
  for (let i = 0; i < 2; i += 1) await room.request('advanceWeek', {});
  await closeRoom(app, room);
  const current = (await app.storage.getSnapshot(userId, 1, 'current'))!;
  // The week-3 snapshot becomes the previous good one; the damaged one takes its place as current.
  await app.storage.putSnapshot({ ...current, data, version });
  return { browser, userId };
}

describe('a save that cannot be read', () => {
  it.each(DAMAGED)('(%s) opens the game with the problem explained, an error id, and the previous save to continue from', async (label, data, version) => {
    const { browser } = await damagedPlayer(`damaged-${label.replaceAll(/\W/g, '')}@example.com`, data, version);
    const room = await joinGame(browser);
    await until(() => room.state.saveProblem.slot === 1);
    const problem = room.state.saveProblem.toJSON();
    expect(problem).toMatchObject({ slot: 1, hasPrevious: true, previousWhen: 'Week 3, January 2025', blocking: true });
    expect(problem.errorId).toMatch(/^[0-9a-f]{8}$/);
    // The details are in the log under the id, and only there.
    expect(entries.some((entry) => entry.errorId === problem.errorId && entry.msg === 'unreadable save')).toBe(true);
    expect(JSON.stringify(room.state.toJSON())).not.toMatch(/Unexpected|JSON|gzip|incorrect header|Error:/);

    // Nothing is played on top of the damaged save until the player chooses.
    expect(await refusal(room.request('advanceWeek', {}))).toBe(SAVE_PROBLEM_PENDING);
    await room.request('restorePreviousSave', { slot: 1 });
    await until(() => room.state.saveProblem.slot === 0 && own(room).federation.name === 'Phoenix Pro');
    expect(room.state.calendar.week).toBe(3);
    await room.request('advanceWeek', {});
    await closeRoom(app, room);

    // The slot is good again, with a good previous save behind it.
    const again = await joinGame(browser);
    await until(() => own(again).federation.name === 'Phoenix Pro');
    expect(again.state.saveProblem.slot).toBe(0);
    expect(again.state.calendar.week).toBe(4);
    await again.leave();
  });

  it('offers a new game, which starts in slot 1', async () => {
    const { browser, userId } = await damagedPlayer('damaged-newgame@example.com', gzipText('null'), WORLD_VERSION);
    const room = await joinGame(browser);
    await until(() => room.state.saveProblem.blocking);
    await room.request('newGame', {});
    await until(() => room.state.saveProblem.slot === 0);
    expect(own(room).gameStarted).toBe(false);
    await room.request('createFederation', { name: 'Fresh Start', logo: '' });
    expect((await savedGame(app.storage, userId, 1))?.federationName).toBe('Fresh Start');
    await room.leave();
  });

  it('refuses to load an unreadable slot with a sentence and an id, and keeps the game being played', async () => {
    const browser = await playerBrowser(app, 'damaged-load@example.com');
    const userId = (await app.storage.findUserByEmail('damaged-load@example.com'))!.id;
    const room = await joinGame(browser);
    await room.request('createFederation', { name: 'Steady Pro', logo: '' });
    await room.request('saveGame', { slot: 2 });
    await room.request('newGame', {});
    await room.request('createFederation', { name: 'Current Pro', logo: '' });
    const slot2 = (await app.storage.getSnapshot(userId, 2, 'current'))!;
    await app.storage.putSnapshot({ ...slot2, data: gzipText('{"version": 9, "federations": "none"}') });

    const message = await refusal(room.request('loadGame', { slot: 2 }));
    expect(message).toMatch(/^The save in slot 2 could not be read \(error [0-9a-f]{8}\)\.$/);
    await until(() => room.state.saveProblem.slot === 2);
    expect(room.state.saveProblem.toJSON()).toMatchObject({ blocking: false, hasPrevious: true });
    expect(own(room).federation.name).toBe('Current Pro');
    await room.request('advanceWeek', {});
    await room.leave();
  });

  it('says when a slot has no previous save either', async () => {
    const browser = await playerBrowser(app, 'damaged-only@example.com');
    const userId = (await app.storage.findUserByEmail('damaged-only@example.com'))!.id;
    const room = await joinGame(browser);
    await room.request('createFederation', { name: 'Only Pro', logo: '' });
    await app.storage.deleteSave(userId, 1);
    await app.storage.putSnapshot({
      userId,
      slotNumber: 1,
      federationName: 'Only Pro',
      federationLogo: '',
      currentWeek: 1,
      currentMonth: 'January',
      currentYear: 2025,
      funds: 0,
      savedAt: new Date(),
      gameId: 'damaged',
      seq: 0,
      data: gzipText('{}'),
      version: WORLD_VERSION,
    });
    await closeRoom(app, room);
    const again = await joinGame(browser);
    await until(() => again.state.saveProblem.slot === 1);
    expect(again.state.saveProblem.hasPrevious).toBe(false);
    expect(await refusal(again.request('restorePreviousSave', { slot: 1 }))).toBe('That slot has no previous save to continue from.');
    await again.leave();
  });

  it('keeps playing when the slot is deleted from the slot list under the open game: the next change writes it again', async () => {
    const browser = await playerBrowser(app, 'deleted-under@example.com');
    const userId = (await app.storage.findUserByEmail('deleted-under@example.com'))!.id;
    const room = await joinGame(browser);
    await room.request('createFederation', { name: 'Undeletable Pro', logo: '' });
    expect((await browser.fetch('/api/saves/1', { method: 'DELETE' })).status).toBe(204);
    await room.request('advanceWeek', {});
    await room.request('advanceWeek', {});
    const saved = await savedGame(app.storage, userId, 1);
    expect(saved).toMatchObject({ federationName: 'Undeletable Pro', currentWeek: 3 });
    await room.leave();
  });

  it('does not offer a previous save that cannot be read either', async () => {
    const { browser, userId } = await damagedPlayer('damaged-twice@example.com', gzipText('null'), WORLD_VERSION);
    const damaged = (await app.storage.getSnapshot(userId, 1, 'current'))!;
    // A second damaged snapshot pushes the good one out: both kept snapshots are unreadable now.
    await app.storage.putSnapshot({ ...damaged, data: gzipText('{}') });
    const room = await joinGame(browser);
    await until(() => room.state.saveProblem.slot === 1);
    expect(room.state.saveProblem.toJSON()).toMatchObject({ hasPrevious: false, previousWhen: '', blocking: true });
    await room.leave();
  });
});
