// Client mistakes on the game room's websocket: oversize, undecodable, too deeply
// nested, binary and unknown frames get a short sentence, change nothing, and are logged at warn
// without stacks, rate limited. Frames are sent through a real websocket client (the Colyseus SDK);
// the ones the SDK cannot produce are written by tampering with the bytes it sends.
import { Client, type Room } from '@colyseus/sdk';
import { decode, encode } from '@colyseus/schema';
import { unpack } from 'msgpackr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { capturedLog, ERROR, WARN, type LogEntry } from '../test/capturedLog.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, refusal, snapshot, until } from '../test/roomHelpers.ts';

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

/** Entries logged since `mark`, at `level` or above. */
function logged(mark: number, level: number): LogEntry[] {
  return entries.slice(mark).filter((entry) => entry.level >= level);
}

/** True when an entry carries a stack trace anywhere. */
function hasStack(entry: LogEntry): boolean {
  return /\n\s+at /.test(JSON.stringify(entry).replace(/\\n/g, '\n'));
}

let players = 0;
async function freshRoom(): Promise<Room<any, GameState>> {
  players += 1;
  const browser = await playerBrowser(app, `hostile-${players}@example.com`);
  return new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
}

/** A MessagePack string: the frame header's command name. */
function msgpackString(text: string): number[] {
  const bytes = [...Buffer.from(text, 'utf8')];
  if (bytes.length < 32) return [0xa0 | bytes.length, ...bytes];
  if (bytes.length < 256) return [0xd9, bytes.length, ...bytes];
  return [0xda, bytes.length >> 8, bytes.length & 0xff, ...bytes];
}

/** A frame header's command name as the SDK writes it (@colyseus/schema's encode.string: lengths little-endian). */
function headerString(text: string): number[] {
  const bytes = new Uint8Array(16 + text.length * 4);
  const cursor = { offset: 0 };
  encode.string(bytes as never, text, cursor);
  return [...bytes.subarray(0, cursor.offset)];
}

/**
 * Rewrites the next frame the SDK sends: the header (protocol code and request id) is kept, so the
 * SDK still matches the server's answer to its request; the command name and payload are replaced.
 */
function tamperNextFrame(room: Room<any, GameState>, name: string, payload: number[]): void {
  const connection = room.connection;
  const send = connection.send.bind(connection);
  connection.send = (data: Buffer | Uint8Array) => {
    connection.send = send;
    const frame = new Uint8Array(data);
    // [code, requestId (a positive fixint for the first requests), name, payload]
    const headerLength = frame[0] === 21 ? 2 : 1;
    send(new Uint8Array([...frame.subarray(0, headerLength), ...headerString(name), ...payload]));
  };
}

/** Arrays nested `depth` deep around the number 1, as MessagePack bytes (one byte a level). */
function nestedArrays(depth: number): number[] {
  return [...new Array<number>(depth).fill(0x91), 0x01];
}

describe('frames the room cannot read', () => {
  it('refuses an undecodable payload with a short sentence, changing nothing, logged at warn without a stack', async () => {
    const room = await foundedRoom(app, 'undecodable', 'Garbage Pro');
    const before = snapshot(room);
    const mark = entries.length;
    // 0xc1 is never used by MessagePack.
    tamperNextFrame(room, 'advanceWeek', [0xc1, 0xc1]);
    expect(await refusal(room.request('advanceWeek', {}))).toBe('That command could not be read.');
    expect(snapshot(room)).toBe(before);
    await until(() => logged(mark, WARN).length > 0);
    expect(logged(mark, ERROR)).toEqual([]);
    expect(logged(mark, WARN).some(hasStack)).toBe(false);
    await room.leave();
  });

  it('refuses a binary payload with a short sentence instead of listing Buffer methods', async () => {
    const room = await foundedRoom(app, 'binary', 'Binary Pro');
    const before = snapshot(room);
    const mark = entries.length;
    const message = await refusal(room.request('advanceWeek', new Uint8Array([1, 2, 3]) as never));
    expect(message).toBe('That command could not be read.');
    expect(snapshot(room)).toBe(before);
    expect(logged(mark, ERROR)).toEqual([]);
    await room.leave();
  });

  it('refuses a payload nested deeper than the limit before walking it', async () => {
    const room = await foundedRoom(app, 'deep', 'Deep Pro');
    const before = snapshot(room);
    const mark = entries.length;
    // { name: [[[...2,000 levels...]]], logo: '' }: about 2 KB.
    tamperNextFrame(room, 'createFederation', [0x82, ...msgpackString('name'), ...nestedArrays(2000), ...msgpackString('logo'), 0xa0]);
    expect(await refusal(room.request('createFederation', { name: 'x', logo: '' }))).toBe('That command is nested too deeply.');
    // Nine levels are refused too; the payloads the game sends are three deep at most.
    tamperNextFrame(room, 'reorderSegments', [0x81, ...msgpackString('order'), ...nestedArrays(8)]);
    expect(await refusal(room.request('reorderSegments', { showId: 's', order: [] }))).toBe('That command is nested too deeply.');
    expect(snapshot(room)).toBe(before);
    expect(logged(mark, ERROR)).toEqual([]);
    // A real command still runs afterwards.
    await room.request('markAllMessagesRead', {});
    await room.leave();
  });

  it('answers a 300-character command name, sent or requested, with "Unknown command."', async () => {
    const room = await freshRoom();
    const errors: Array<{ command: string; message: string }> = [];
    room.onMessage('commandError', (error: { command: string; message: string }) => errors.push(error));
    const longName = 'x'.repeat(300);
    tamperNextFrame(room, longName, [0x80]);
    expect(await refusal(room.request('advanceWeek', {}))).toBe('Unknown command.');
    tamperNextFrame(room, longName, [0x80]);
    room.send('advanceWeek', {});
    await until(() => errors.length === 1);
    expect(errors[0]!.message).toBe('Unknown command.');
    expect(errors[0]!.command.length).toBeLessThanOrEqual(64);
    await room.leave();
  });

  it('closes an oversize frame with a warn entry and no stack', async () => {
    const room = await freshRoom();
    const mark = entries.length;
    let closed = 0;
    room.onLeave((code) => {
      closed = code;
    });
    room.connection.send(new Uint8Array(6000).fill(0x41));
    await until(() => closed !== 0);
    // 1009: message too big.
    expect(closed).toBe(1009);
    await until(() => logged(mark, WARN).length > 0);
    expect(logged(mark, ERROR)).toEqual([]);
    expect(logged(mark, WARN).some(hasStack)).toBe(false);
  });

  it('rate limits the log: a flood of bad frames from one client writes a handful of warn entries', async () => {
    const room = await foundedRoom(app, 'flood', 'Flood Pro');
    let answered = 0;
    room.onMessage('commandError', () => {
      answered += 1;
    });
    const mark = entries.length;
    // 30 frames: more than the log's 5 a connection, fewer than the connection's command burst (messageLimit.ts).
    for (let i = 0; i < 30; i += 1) {
      tamperNextFrame(room, 'advanceWeek', [0xc1]);
      room.send('advanceWeek', {});
    }
    // Each frame is answered and the connection stays usable.
    await room.request('markAllMessagesRead', {});
    await until(() => answered === 30);
    const warnings = logged(mark, WARN);
    expect(logged(mark, ERROR)).toEqual([]);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(5);
    await room.leave();
  });
});

describe('refusals answer under their own request id', () => {
  const ROOM_REQUEST = 21;
  const ROOM_RESPONSE = 22;
  const REJECTED = 1;

  /** A request frame with the id the test chooses, header written as the SDK writes it (encode.number, encode.string). */
  function requestFrame(id: number, name: string, payload: number[]): Uint8Array {
    const header = new Uint8Array(16 + name.length * 4);
    const cursor = { offset: 0 };
    header[cursor.offset++] = ROOM_REQUEST;
    encode.number(header as never, id, cursor);
    encode.string(header as never, name, cursor);
    return new Uint8Array([...header.subarray(0, cursor.offset), ...payload]);
  }

  /** Every ROOM_RESPONSE the client receives, decoded as the SDK decodes it: id → [status, message]. */
  function answersOf(room: Room<any, GameState>): Map<number, [number, string]> {
    const answers = new Map<number, [number, string]>();
    const events = room.connection.events;
    const deliver = events.onmessage!;
    events.onmessage = (event: MessageEvent) => {
      const bytes = new Uint8Array(event.data as ArrayBuffer);
      if (bytes[0] === ROOM_RESPONSE) {
        const cursor = { offset: 1 };
        const id = decode.number(bytes as never, cursor) as number;
        const status = bytes[cursor.offset++]!;
        const reason = unpack(bytes.subarray(cursor.offset)) as { message?: string };
        answers.set(id, [status, reason.message ?? '']);
      }
      deliver(event);
    };
    return answers;
  }

  it('answers unknown, unreadable, too deep and over-the-limit commands at ids around 255, 65,535 and beyond', async () => {
    const room = await freshRoom();
    const answers = answersOf(room);
    const refusals: Array<[number, Uint8Array, string]> = [];
    const ids = [254, 255, 256, 257, 258, 300, 65_534, 65_535, 65_536, 65_537, 16_777_216, 2 ** 32 - 1];
    for (const [i, id] of ids.entries()) {
      const kind = i % 3;
      if (kind === 0) refusals.push([id, requestFrame(id, 'dropTables', [0x80]), 'Unknown command.']);
      if (kind === 1) refusals.push([id, requestFrame(id, 'advanceWeek', [0xc1]), 'That command could not be read.']);
      if (kind === 2) refusals.push([id, requestFrame(id, 'reorderSegments', [0x81, ...msgpackString('order'), ...nestedArrays(20)]), 'That command is nested too deeply.']);
    }
    for (const [, frame] of refusals) room.connection.send(frame);
    await until(() => refusals.every(([id]) => answers.has(id)));
    for (const [id, , message] of refusals) expect(answers.get(id), `id ${id}`).toEqual([REJECTED, message]);

    // Past the command burst (40 a player), "Too many commands" is answered under each id too.
    const flood = Array.from({ length: 50 }, (_, i) => 70_000 + i * 257);
    for (const id of flood) room.connection.send(requestFrame(id, 'dropTables', [0x80]));
    await until(() => flood.every((id) => answers.has(id)));
    const messages = flood.map((id) => answers.get(id)![1]);
    expect(messages).toContain('Too many commands at once: wait a moment and try again.');
    expect(new Set(messages)).toEqual(new Set(['Unknown command.', 'Too many commands at once: wait a moment and try again.']));
    await room.leave();
  });
});

describe('payloads of the wrong shape', () => {
  it('never quotes a client\'s field names back', async () => {
    const room = await foundedRoom(app, 'fields', 'Fields Pro');
    const before = snapshot(room);
    expect(await refusal(room.request('advanceWeek', { weeks: 5 } as never))).toBe('Invalid advanceWeek command: Unexpected field');
    const junk = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`junk${i}`, i]));
    expect(await refusal(room.request('advanceWeek', junk as never))).toBe('Invalid advanceWeek command: Unexpected fields');
    expect(await refusal(room.request('advanceWeek', 'hello' as never))).toBe('Invalid advanceWeek command: The command must be an object of fields');
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });
});

describe('matchmaking with a body that is not JSON options', () => {
  it('answers 400 with a short sentence', async () => {
    const browser = await playerBrowser(app, 'text-plain@example.com');
    const res = await browser.fetch('/matchmake/joinOrCreate/game', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error?: string };
    expect(body.error).toBe('Those game options could not be read.');
  });
});
