// The command limit of a player in a game room (docs/protocol.md "Command limit").
// Each player of a room has a token bucket of commands, shared by their connections and kept when they
// reconnect; a command past it is refused with a sentence, and a connection that keeps sending past
// its refusals is closed as abuse. (Per connection, a flooder would get a fresh burst with every
// rejoin; `npm run loadtest -- --flood` plays one.) Colyseus's own
// `maxMessagesPerSecond` is not used: it closes the connection on the first message over the limit,
// without a word to the player, and counts pings too.
// Pure: the time is passed in (ms, any monotonic clock), so the rule is tested without waiting.

/** Commands a connection may send at once, after a pause (the bucket's size). A player's busiest moment (auto-book, run, advance, a few edits) is under 10. */
export const COMMAND_BURST = 40;
/** Commands a connection may keep sending, per second (the bucket's refill). A real player clicks far less than once a second. */
export const COMMAND_RATE_PER_S = 20;
/**
 * Refused commands that close the connection as abuse. The count drains by FLOOD_REFUSAL_DRAIN_PER_S,
 * so a client only brushing the limit (a few refused a second) is never closed; a flood of 1,800
 * commands a second is closed within about 80 ms.
 */
export const FLOOD_REFUSALS_BEFORE_DISCONNECT = 100;
/** Refusals forgotten per second. */
export const FLOOD_REFUSAL_DRAIN_PER_S = 10;

/** The websocket close code of a connection closed for flooding (shared/protocol: the client words it). */
export { FLOOD_CLOSE_CODE } from '#shared/protocol/commands.ts';
/** The close reason sent with FLOOD_CLOSE_CODE (the player's screen words it from the code). */
export const FLOOD_CLOSE_REASON = 'Too many commands: disconnected.';
/**
 * A player closed for flooding may not open their game again for this long, in ms: without it a flooder
 * that rejoins in a loop costs the server a join (and a seat) each time (a large share of a core in the load test).
 */
export const FLOOD_REJOIN_COOLDOWN_MS = 10_000;
/** The matchmaking refusal during the cool-down. */
export const FLOOD_REJOIN_REFUSAL = 'Too many commands: wait a few seconds before opening your game again.';

export const TOO_MANY_COMMANDS = 'Too many commands at once: wait a moment and try again.';

export type LimitVerdict = 'ok' | 'refuse' | 'disconnect';

export class MessageLimit {
  private tokens = COMMAND_BURST;
  private refusals = 0;
  private last: number;

  constructor(now: number) {
    this.last = now;
  }

  /** Takes one command at time `now` (ms). */
  take(now: number): LimitVerdict {
    const elapsedS = Math.max(0, now - this.last) / 1000;
    this.last = Math.max(this.last, now);
    this.tokens = Math.min(COMMAND_BURST, this.tokens + elapsedS * COMMAND_RATE_PER_S);
    this.refusals = Math.max(0, this.refusals - elapsedS * FLOOD_REFUSAL_DRAIN_PER_S);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    // A refusal past the threshold closes the connection; the count stays, draining, so a client that
    // comes back and floods again is closed at its first command over the limit.
    this.refusals = Math.min(FLOOD_REFUSALS_BEFORE_DISCONNECT, this.refusals + 1);
    return this.refusals >= FLOOD_REFUSALS_BEFORE_DISCONNECT ? 'disconnect' : 'refuse';
  }
}
