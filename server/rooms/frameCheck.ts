// Reads a game room frame's header and measures its payload before Colyseus decodes it, so a client's
// mistake (bytes that are not MessagePack, a binary payload, arrays nested thousands deep, an unknown
// command name) gets a short sentence instead of a library error, a stack trace or a stack overflow.
// Everything here is iterative: nothing recurses on what a client sent.
import { CloseCode, getMessageBytes, Protocol, ResponseStatus, type Client, type Room } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { RoomEvents, type CommandError } from '#shared/protocol/commands.ts';
import { FLOOD_CLOSE_CODE, FLOOD_CLOSE_REASON, MessageLimit, TOO_MANY_COMMANDS } from './messageLimit.ts';

/** Deepest payload a command may carry, in nested arrays/objects (the payload object itself is 1). The game's deepest is 2 (an object holding a list of ids); 8 leaves room for later commands. */
export const MAX_PAYLOAD_DEPTH = 8;
/** Longest command name echoed back in a refusal, in characters (the longest real one is about 20). */
export const MAX_ECHOED_COMMAND_CHARS = 64;

export const UNREADABLE_COMMAND = 'That command could not be read.';
export const TOO_DEEP_COMMAND = 'That command is nested too deeply.';
export const UNKNOWN_COMMAND = 'Unknown command.';

/** The low 5 bits of a frame's first byte are its protocol code (@colyseus/shared-types PROTOCOL_CODE_MASK). */
const PROTOCOL_CODE_MASK = 0x1f;

export type FrameVerdict =
  /** Not a command frame, or a command frame that is fine: Colyseus handles it. */
  | { ok: true }
  | {
      ok: false;
      /** Set when the frame is a request whose id could be read: the refusal answers it. */
      requestId: number | undefined;
      command: string;
      message: string;
      /** For the log. 'too_many' is a command over the player's limit; 'flooding' closed the connection. */
      reason: 'unreadable' | 'binary' | 'too_deep' | 'unknown_command' | 'too_many' | 'flooding';
    };

class Unreadable extends Error {
  readonly binary: boolean;
  constructor(binary = false) {
    super(binary ? 'binary payload' : 'unreadable payload');
    this.binary = binary;
  }
}

/** A cursor over the frame's bytes; every read checks the bounds. */
class Reader {
  offset: number;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array, offset: number) {
    this.bytes = bytes;
    this.offset = offset;
  }

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  byte(): number {
    if (this.offset >= this.bytes.length) throw new Unreadable();
    return this.bytes[this.offset++]!;
  }

  /** A MessagePack (big-endian) unsigned integer: the payload is packed by msgpackr. */
  uint(size: 1 | 2 | 4): number {
    let value = 0;
    for (let i = 0; i < size; i += 1) value = value * 256 + this.byte();
    return value;
  }

  /**
   * A little-endian unsigned integer: the frame's header (request id, command name's length) is written
   * by @colyseus/schema's encoder, which keeps MessagePack's prefixes but writes the bytes after them
   * little-endian (encode.uint16/uint32), and Colyseus reads it back the same way.
   */
  uintLE(size: 1 | 2 | 4): number {
    let value = 0;
    for (let i = 0; i < size; i += 1) value += this.byte() * 256 ** i;
    return value;
  }

  skip(count: number): void {
    if (this.offset + count > this.bytes.length) throw new Unreadable();
    this.offset += count;
  }

  /** A MessagePack string's length after its prefix byte, or null when the prefix is not a string. */
  stringLength(prefix: number): number | null {
    if (prefix >= 0xa0 && prefix <= 0xbf) return prefix & 0x1f;
    if (prefix === 0xd9) return this.uint(1);
    if (prefix === 0xda) return this.uint(2);
    if (prefix === 0xdb) return this.uint(4);
    return null;
  }

  /** The header's command name, as @colyseus/schema's decode.string reads it (lengths little-endian). */
  headerString(): string {
    const prefix = this.byte();
    const length =
      prefix >= 0xa0 && prefix <= 0xbf ? prefix & 0x1f : prefix === 0xd9 ? this.uintLE(1) : prefix === 0xda ? this.uintLE(2) : prefix === 0xdb ? this.uintLE(4) : null;
    return this.utf8(length);
  }

  /** A MessagePack string of the payload (msgpackr: lengths big-endian). */
  string(): string {
    return this.utf8(this.stringLength(this.byte()));
  }

  private utf8(length: number | null): string {
    if (length === null) throw new Unreadable();
    const start = this.offset;
    this.skip(length);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(this.bytes.subarray(start, start + length));
    } catch {
      throw new Unreadable();
    }
  }

  /**
   * A request id, read by Colyseus's own decoder (@colyseus/schema decode.number, as the room's
   * onRequest reads it and as the SDK wrote it with encode.number: little-endian after the prefix), so
   * a refusal answers under the very id the client waits on, whatever its size. Bounds are checked here:
   * the decoder reads past the end as undefined.
   */
  requestId(): number {
    const it = { offset: this.offset };
    const value: unknown = decode.number(this.bytes as unknown as Parameters<typeof decode.number>[0], it);
    if (it.offset > this.bytes.length || typeof value !== 'number' || !Number.isFinite(value)) throw new Unreadable();
    this.offset = it.offset;
    return value;
  }
}

/** msgpackr's extension types a command payload may hold: 0 (undefined) and -1 (a date). */
const SCALAR_EXTENSIONS = new Set([0x00, 0xff]);
/** msgpackr's record definition extension ("r"), which the SDK uses for objects. */
const RECORD_EXTENSION = 0x72;

/**
 * Walks one MessagePack value (with msgpackr's records, as the Colyseus SDK packs objects) without
 * recursion and returns how deeply it nests, stopping as soon as it passes `maxDepth`. Throws
 * Unreadable for bytes that are not a value the game could have sent: invalid bytes, binary data,
 * unknown extensions, truncated or trailing data.
 */
export function payloadDepth(bytes: Uint8Array, start: number, maxDepth: number): number {
  const reader = new Reader(bytes, start);
  /** Field counts of the records defined so far in this payload, by record id. */
  const records = new Map<number, number>();
  /** Values still to read in each open container; the bottom entry is the payload itself. */
  const open: number[] = [1];
  let deepest = 0;

  const enter = (children: number) => {
    const depth = open.length;
    deepest = Math.max(deepest, depth);
    if (depth > maxDepth) return true;
    if (children > 0) open.push(children);
    return false;
  };

  while (open.length > 0) {
    if (open[open.length - 1] === 0) {
      open.pop();
      continue;
    }
    open[open.length - 1]! -= 1;
    const prefix = reader.byte();
    let tooDeep = false;
    if (prefix < 0x40 || prefix >= 0xe0) {
      // positive or negative fixint
    } else if (prefix < 0x80) {
      // A defined record's instance (its fields follow), or a positive fixint.
      const fields = records.get(prefix & 0x3f);
      if (fields !== undefined) tooDeep = enter(fields);
    } else if (prefix <= 0x8f) {
      tooDeep = enter((prefix & 0x0f) * 2);
    } else if (prefix <= 0x9f) {
      tooDeep = enter(prefix & 0x0f);
    } else if (prefix <= 0xbf) {
      reader.skip(prefix & 0x1f);
    } else {
      switch (prefix) {
        case 0xc0: // nil
        case 0xc2: // false
        case 0xc3: // true
          break;
        case 0xc4:
        case 0xc5:
        case 0xc6:
          // Binary data: no command takes it.
          throw new Unreadable(true);
        case 0xcc:
        case 0xd0:
          reader.skip(1);
          break;
        case 0xcd:
        case 0xd1:
          reader.skip(2);
          break;
        case 0xca:
        case 0xce:
        case 0xd2:
          reader.skip(4);
          break;
        case 0xcb:
        case 0xcf:
        case 0xd3:
          reader.skip(8);
          break;
        case 0xd9:
        case 0xda:
        case 0xdb:
          reader.skip(reader.stringLength(prefix)!);
          break;
        case 0xdc:
          tooDeep = enter(reader.uint(2));
          break;
        case 0xdd:
          tooDeep = enter(reader.uint(4));
          break;
        case 0xde:
          tooDeep = enter(reader.uint(2) * 2);
          break;
        case 0xdf:
          tooDeep = enter(reader.uint(4) * 2);
          break;
        case 0xd4: {
          const type = reader.byte();
          if (type === RECORD_EXTENSION) {
            // A record definition: its id, the array of its field names, then its first instance's fields.
            const id = reader.byte() & 0x3f;
            const header = reader.byte();
            const fields = header >= 0x90 && header <= 0x9f ? header & 0x0f : header === 0xdc ? reader.uint(2) : -1;
            if (fields < 0) throw new Unreadable();
            for (let i = 0; i < fields; i += 1) reader.string();
            records.set(id, fields);
            tooDeep = enter(fields);
          } else if (SCALAR_EXTENSIONS.has(type)) {
            reader.skip(1);
          } else {
            throw new Unreadable();
          }
          break;
        }
        case 0xd6:
        case 0xd7: {
          // A date (extension -1) in 4 or 8 bytes.
          if (reader.byte() !== 0xff) throw new Unreadable();
          reader.skip(prefix === 0xd6 ? 4 : 8);
          break;
        }
        default:
          // 0xc1 (never used), other extensions.
          throw new Unreadable();
      }
    }
    if (tooDeep) return deepest;
  }
  if (!reader.done) throw new Unreadable();
  return deepest;
}

function echoed(command: string): string {
  return command.slice(0, MAX_ECHOED_COMMAND_CHARS);
}

function isCommandFrame(buffer: Uint8Array | undefined): boolean {
  if (!buffer || buffer.length === 0) return true;
  const code = buffer[0]! & PROTOCOL_CODE_MASK;
  return code === Protocol.ROOM_DATA || code === Protocol.ROOM_REQUEST || code === Protocol.ROOM_DATA_BYTES;
}

/** The request id and command name of a command frame, as far as they can be read (for a refusal that does not look further). */
export function frameHeader(buffer: Uint8Array | undefined): { requestId: number | undefined; command: string } {
  let requestId: number | undefined;
  let command = '';
  if (!buffer || buffer.length === 0) return { requestId, command };
  const reader = new Reader(buffer, 1);
  try {
    if ((buffer[0]! & PROTOCOL_CODE_MASK) === Protocol.ROOM_REQUEST) requestId = reader.requestId();
    const prefix = buffer[reader.offset] ?? 0;
    const named = (prefix >= 0xa0 && prefix <= 0xbf) || prefix === 0xd9 || prefix === 0xda || prefix === 0xdb;
    if (named) command = echoed(reader.headerString());
  } catch {
    // Unreadable past here: answer with what was read.
  }
  return { requestId, command };
}

/**
 * Checks a frame the room received. `isCommand` says whether a name is one of the room's commands.
 * Only ROOM_DATA (send), ROOM_REQUEST (request) and ROOM_DATA_BYTES (sendBytes) carry commands; other
 * frames (join, ping, leave) pass.
 */
export function checkFrame(buffer: Uint8Array | undefined, isCommand: (name: string) => boolean): FrameVerdict {
  if (!buffer || buffer.length === 0) return { ok: false, requestId: undefined, command: '', message: UNREADABLE_COMMAND, reason: 'unreadable' };
  const code = buffer[0]! & PROTOCOL_CODE_MASK;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_REQUEST && code !== Protocol.ROOM_DATA_BYTES) return { ok: true };

  const reader = new Reader(buffer, 1);
  let requestId: number | undefined;
  let command = '';
  try {
    if (code === Protocol.ROOM_REQUEST) requestId = reader.requestId();
    // Commands are named by strings; a numeric type is no command of ours.
    const prefix = buffer[reader.offset] ?? 0;
    const named = (prefix >= 0xa0 && prefix <= 0xbf) || prefix === 0xd9 || prefix === 0xda || prefix === 0xdb;
    if (!named) return { ok: false, requestId, command: '', message: UNKNOWN_COMMAND, reason: 'unknown_command' };
    command = reader.headerString();
  } catch {
    return { ok: false, requestId, command: '', message: UNREADABLE_COMMAND, reason: 'unreadable' };
  }
  if (code === Protocol.ROOM_DATA_BYTES || !isCommand(command)) {
    return { ok: false, requestId, command: echoed(command), message: UNKNOWN_COMMAND, reason: 'unknown_command' };
  }
  if (reader.done) return { ok: true };
  try {
    if (payloadDepth(buffer, reader.offset, MAX_PAYLOAD_DEPTH) > MAX_PAYLOAD_DEPTH) {
      return { ok: false, requestId, command, message: TOO_DEEP_COMMAND, reason: 'too_deep' };
    }
  } catch (error) {
    return { ok: false, requestId, command, message: UNREADABLE_COMMAND, reason: error instanceof Unreadable && error.binary ? 'binary' : 'unreadable' };
  }
  return { ok: true };
}

type RefusedFrame = Extract<FrameVerdict, { ok: false }>;

/** Colyseus's entry point for every frame a room's client sends (a Room method, bound to the client at join). */
const FRAME_ENTRY = '_onMessage';
type FrameEntry = Record<typeof FRAME_ENTRY, (client: Client, buffer: Uint8Array | undefined) => void>;
/** Colyseus's handling of a client that left (a Room method; the transport calls it on close). */
type LeaveEntry = { _onLeave(client: Client, code: number): Promise<unknown> };

/**
 * Puts the players' command limit (messageLimit.ts) and checkFrame in front of the room's frame
 * handling. A refused frame is answered here (a request with its rejection, a plain send with a
 * commandError event) and never reaches Colyseus's decoder. A connection that keeps flooding past its
 * refusals is closed with FLOOD_CLOSE_CODE; every frame it still sent is dropped unread.
 * `onRefused` hears of frames refused by checkFrame and, once, of a connection closed for flooding
 * (reason 'flooding'); commands refused for the limit alone are answered, not reported, so a flood
 * costs one log entry. Call it in onCreate, before any client joins. `now` is a monotonic clock in ms.
 */
export function checkFramesOf(
  room: Room,
  isCommand: (name: string) => boolean,
  onRefused: (client: Client, refused: RefusedFrame) => void,
  now: () => number = () => performance.now(),
): void {
  const entry = room as unknown as FrameEntry;
  const handle = entry[FRAME_ENTRY].bind(room);
  /**
   * One limit per player (the signed-in user; a connection without one is its own), shared by their
   * connections and kept across rejoins, so a new connection brings no fresh burst. A room admits its
   * members only, so this holds a handful of entries.
   */
  const limits = new Map<string, MessageLimit>();
  const limitKey = (client: Client) => {
    const userId = (client.auth as { userId?: unknown } | undefined)?.userId;
    return typeof userId === 'string' ? `user:${userId}` : `session:${client.sessionId}`;
  };
  const answer = (client: Client, refused: RefusedFrame) => {
    if (refused.requestId !== undefined) {
      client.enqueueRaw(getMessageBytes[Protocol.ROOM_RESPONSE](refused.requestId, ResponseStatus.REJECTED, { message: refused.message }));
    } else {
      const error: CommandError = { command: refused.command, message: refused.message };
      client.send(RoomEvents.commandError, error);
    }
  };
  entry[FRAME_ENTRY] = (client, buffer) => {
    if (isCommandFrame(buffer)) {
      const key = limitKey(client);
      let limit = limits.get(key);
      if (!limit) {
        limit = new MessageLimit(now());
        limits.set(key, limit);
      }
      const verdict = limit.take(now());
      if (verdict === 'disconnect') {
        // Close the connection and stop reading it; frames it had already sent are dropped unread.
        if (client.ref.listenerCount('message') === 0) return;
        client.ref.removeAllListeners('message');
        const { requestId, command } = frameHeader(buffer);
        onRefused(client, { ok: false, requestId, command, message: FLOOD_CLOSE_REASON, reason: 'flooding' });
        // As Colyseus closes a client itself (Room#_forciblyCloseClient): the room hears a consented
        // leave, so no seat is held for a reconnection (a flooder rejoining in a loop would pile them
        // up), then the socket is closed with the flood code.
        const ref = client.ref as typeof client.ref & { onleave?: (...args: unknown[]) => void };
        if (ref.onleave) ref.removeListener('close', ref.onleave);
        void (room as unknown as LeaveEntry)
          ._onLeave(client, CloseCode.CONSENTED)
          .catch(() => undefined)
          .then(() => client.leave(FLOOD_CLOSE_CODE, FLOOD_CLOSE_REASON));
        return;
      }
      if (verdict === 'refuse') {
        const { requestId, command } = frameHeader(buffer);
        answer(client, { ok: false, requestId, command, message: TOO_MANY_COMMANDS, reason: 'too_many' });
        return;
      }
    }
    const verdict = checkFrame(buffer, isCommand);
    if (verdict.ok) return handle(client, buffer);
    answer(client, verdict);
    onRefused(client, verdict);
  };
}
