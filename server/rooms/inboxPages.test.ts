// The synced inbox is bounded (a join after years of play stays small): the room carries
// the newest messages and every unread one, and /messages fetches older ones a page at a time with the
// read-only getMessages command.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMessage, MESSAGES_SYNCED } from '#shared/sim/messages.ts';
import { startedWorld, TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, own, refusal, until } from '../test/roomHelpers.ts';

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

describe('the inbox: the newest messages synced, older ones on demand', () => {
  it('syncs the newest messages, every unread one and the inbox total; getMessages pages the rest, newest first', async () => {
    const email = 'inbox-pages@example.com';
    const browser = await playerBrowser(app, email);
    const userId = (await app.storage.findUserByEmail(email))!.id;
    const world = startedWorld(77, 'Paged Wrestling');
    world.messages = [];
    for (let i = 0; i < 80; i += 1) addMessage(world, 'player', i === 5 ? 'injury_report' : 'show_results', `Message ${i}`, `Body ${i}`, TEST_NOW + i);
    world.messages.push({ ...world.messages[0]!, id: 'msg-rival', federationId: 'rival', title: 'Rival secret' });
    await new GameJournal(app.storage).start(userId, 1, world);

    const room = await joinGame(browser);
    await until(() => own(room).messages.length > 0);
    const synced = own(room).messages.map((m) => m.title);
    expect(synced).toEqual(['Message 5', ...Array.from({ length: MESSAGES_SYNCED }, (_, i) => `Message ${80 - MESSAGES_SYNCED + i}`)]);
    expect(own(room).messageTotal).toBe(80);

    const first = await room.request('getMessages', { offset: 0, limit: 20 });
    expect(first.messages.total).toBe(80);
    expect(first.messages.items.map((m: { title: string }) => m.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${79 - i}`));
    const last = await room.request('getMessages', { offset: 70, limit: 20 });
    expect(last.messages.items.map((m: { title: string }) => m.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${9 - i}`));
    expect(JSON.stringify(last)).not.toContain('Rival secret');

    // Bad input gets a short sentence and changes nothing.
    expect(await refusal(room.request('getMessages', { offset: -1, limit: 20 }))).toBe('Invalid getMessages command: Offset must be a whole number from 0');
    expect(await refusal(room.request('getMessages', { offset: 0, limit: 0 }))).toBe('Invalid getMessages command: Limit must be a whole number from 1 to 200');

    // Reading an old unread message drops it from the synced inbox once it falls outside the newest.
    await room.request('markMessageRead', { id: own(room).messages[0]!.id });
    await until(() => own(room).messages.length === MESSAGES_SYNCED);
    expect(own(room).messages.every((m) => m.title !== 'Message 5')).toBe(true);
  });
});
