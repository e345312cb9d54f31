// The frame check reads what the Colyseus SDK sends (MessagePack with msgpackr's records) without
// refusing a real payload, and measures depth without recursion.
import { encode } from '@colyseus/schema';
import { Packr } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { checkFrame, frameHeader, MAX_PAYLOAD_DEPTH, payloadDepth, TOO_DEEP_COMMAND, UNKNOWN_COMMAND, UNREADABLE_COMMAND } from './frameCheck.ts';

const ROOM_DATA = 13;
const ROOM_REQUEST = 21;
const isCommand = (name: string) => ['createShow', 'reorderSegments', 'advanceWeek'].includes(name);

/** A request frame as the SDK builds it: code, request id, name, payload packed by a fresh Packr (as the SDK's). */
function requestFrame(id: number, name: string, payload?: unknown): Uint8Array {
  const head = [ROOM_REQUEST, id, 0xa0 | name.length, ...Buffer.from(name)];
  return new Uint8Array([...head, ...(payload === undefined ? [] : new Packr().pack(payload))]);
}

/** The number 1 inside `depth` nested arrays. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('payloadDepth', () => {
  it('measures what the SDK packs, records and repeated shapes included', () => {
    const measure = (value: unknown) => payloadDepth(new Packr().pack(value), 0, MAX_PAYLOAD_DEPTH);
    expect(measure(1)).toBe(0);
    expect(measure({ name: 'Forge', weeksAhead: 2, venueId: 'v1', ticketPrice: 20.5, frequency: 'weekly' })).toBe(1);
    expect(measure({ showId: 's1', order: ['a', 'b', 'c'] })).toBe(2);
    // The same shape twice (a record reference), nested records, undefined, null, a date, big numbers.
    expect(measure([{ a: 1 }, { a: 2 }, { a: { a: { a: 3 } } }])).toBe(4);
    expect(measure({ u: undefined, n: null, d: new Date(0), big: 2 ** 40, neg: -5, f: 1.1, t: true })).toBe(1);
    // More shapes than msgpackr has record ids: ids are reused.
    expect(measure(Array.from({ length: 70 }, (_, i) => ({ [`k${i}`]: { v: i } })))).toBe(3);
    expect(measure(nested(MAX_PAYLOAD_DEPTH))).toBe(MAX_PAYLOAD_DEPTH);
  });

  it('stops as soon as a payload passes the limit, however deep it goes', () => {
    const bytes = new Uint8Array([...new Array<number>(100_000).fill(0x91), 0x01]);
    expect(payloadDepth(bytes, 0, MAX_PAYLOAD_DEPTH)).toBe(MAX_PAYLOAD_DEPTH + 1);
  });

  it('throws on bytes that are not a payload', () => {
    for (const bytes of [[0xc1], [0x92, 0x01], [0x01, 0x02], [0xc4, 0x01, 0x00], [0xd9, 0x05, 0x41], [0xd4, 0x42, 0x00]]) {
      expect(() => payloadDepth(new Uint8Array(bytes), 0, MAX_PAYLOAD_DEPTH), JSON.stringify(bytes)).toThrow();
    }
  });
});

describe('checkFrame', () => {
  it('passes real commands and frames that carry no command', () => {
    expect(checkFrame(requestFrame(1, 'createShow', { name: 'Forge', weeksAhead: 0, venueId: 'v', ticketPrice: 20, frequency: 'weekly' }), isCommand)).toEqual({ ok: true });
    expect(checkFrame(requestFrame(2, 'advanceWeek'), isCommand)).toEqual({ ok: true });
    expect(checkFrame(new Uint8Array([10]), isCommand)).toEqual({ ok: true }); // join
  });

  it('refuses with a sentence: unknown, unreadable, binary, too deep', () => {
    expect(checkFrame(requestFrame(3, 'dropTables', {}), isCommand)).toMatchObject({ ok: false, requestId: 3, message: UNKNOWN_COMMAND });
    expect(checkFrame(new Uint8Array([ROOM_DATA, 0x05]), isCommand)).toMatchObject({ ok: false, requestId: undefined, message: UNKNOWN_COMMAND });
    expect(checkFrame(new Uint8Array([ROOM_REQUEST, 4, 0xdb, 0xff, 0xff]), isCommand)).toMatchObject({ ok: false, requestId: 4, message: UNREADABLE_COMMAND });
    expect(checkFrame(requestFrame(5, 'advanceWeek', new Uint8Array([1, 2])), isCommand)).toMatchObject({ ok: false, message: UNREADABLE_COMMAND, reason: 'binary' });
    expect(checkFrame(requestFrame(6, 'reorderSegments', { showId: 's', order: nested(MAX_PAYLOAD_DEPTH) }), isCommand)).toMatchObject({ ok: false, message: TOO_DEEP_COMMAND });
    expect(checkFrame(new Uint8Array([]), isCommand)).toMatchObject({ ok: false, message: UNREADABLE_COMMAND });
  });
});

describe('frameHeader', () => {
  it('reads the request id and command name a refusal over the command limit answers', () => {
    expect(frameHeader(requestFrame(7, 'advanceWeek', {}))).toEqual({ requestId: 7, command: 'advanceWeek' });
    // A name of 40 characters has a str8 prefix (0xd9, length).
    const long = 'x'.repeat(40);
    expect(frameHeader(new Uint8Array([ROOM_REQUEST, 8, 0xd9, 40, ...Buffer.from(long)]))).toEqual({ requestId: 8, command: long });
    expect(frameHeader(new Uint8Array([ROOM_DATA, 0xa3, ...Buffer.from('abc')]))).toEqual({ requestId: undefined, command: 'abc' });
    // Whatever cannot be read is left out.
    expect(frameHeader(new Uint8Array([ROOM_REQUEST, 9, 0xdb, 0xff]))).toEqual({ requestId: 9, command: '' });
    expect(frameHeader(new Uint8Array([]))).toEqual({ requestId: undefined, command: '' });
  });
});

/** A request frame's header exactly as the SDK writes it (Room#encodeRequestFrame: @colyseus/schema's encode.number and encode.string). */
function sdkHeader(id: number, name: string): number[] {
  const bytes = new Uint8Array(64 + name.length * 4);
  const cursor = { offset: 0 };
  bytes[cursor.offset++] = ROOM_REQUEST;
  encode.number(bytes as never, id, cursor);
  encode.string(bytes as never, name, cursor);
  return [...bytes.subarray(0, cursor.offset)];
}

describe('request ids of any size', () => {
  // Around each width the SDK's encoder switches at (fixint, uint8, uint16, uint32) and its largest id.
  const ids = [0, 127, 128, 254, 255, 256, 257, 258, 511, 1000, 65_534, 65_535, 65_536, 65_537, 70_000, 16_777_216, 2 ** 31, 2 ** 32 - 1];

  it('answers every refusal under the id the SDK wrote', () => {
    for (const id of ids) {
      expect(checkFrame(new Uint8Array(sdkHeader(id, 'dropTables')), isCommand), `unknown at ${id}`).toMatchObject({ ok: false, requestId: id, message: UNKNOWN_COMMAND });
      const deep = [...sdkHeader(id, 'reorderSegments'), ...new Packr().pack({ showId: 's', order: nested(MAX_PAYLOAD_DEPTH) })];
      expect(checkFrame(new Uint8Array(deep), isCommand), `too deep at ${id}`).toMatchObject({ ok: false, requestId: id, message: TOO_DEEP_COMMAND });
      expect(checkFrame(new Uint8Array([...sdkHeader(id, 'advanceWeek'), 0xc1]), isCommand), `unreadable at ${id}`).toMatchObject({ ok: false, requestId: id, message: UNREADABLE_COMMAND });
      expect(frameHeader(new Uint8Array([...sdkHeader(id, 'advanceWeek'), 0x80])), `header at ${id}`).toEqual({ requestId: id, command: 'advanceWeek' });
      expect(checkFrame(new Uint8Array([...sdkHeader(id, 'advanceWeek'), 0x80]), isCommand), `fine at ${id}`).toEqual({ ok: true });
    }
  });

  it('reads a long command name as Colyseus does (its length little-endian)', () => {
    const long = 'y'.repeat(300);
    expect(checkFrame(new Uint8Array(sdkHeader(256, long)), isCommand)).toMatchObject({ ok: false, requestId: 256, command: long.slice(0, 64), message: UNKNOWN_COMMAND });
    expect(frameHeader(new Uint8Array(sdkHeader(65_536, long)))).toEqual({ requestId: 65_536, command: long.slice(0, 64) });
  });

  it('leaves out an id cut short', () => {
    // uint16 prefix with one byte of its two.
    expect(frameHeader(new Uint8Array([ROOM_REQUEST, 0xcd, 0x01]))).toEqual({ requestId: undefined, command: '' });
    expect(checkFrame(new Uint8Array([ROOM_REQUEST, 0xce, 0x01, 0x02]), isCommand)).toMatchObject({ ok: false, requestId: undefined, message: UNREADABLE_COMMAND });
  });
});
