// How many game connections each account holds open on this server process, so one account cannot
// open hundreds (MAX_GAME_CONNECTIONS_PER_ACCOUNT, shared/protocol/commands.ts). A connection counts
// while it is connected: a dropped one gives its place up while its seat waits for a reconnection (a
// reload drops the old page's connection) and takes one again when it comes back. The room checks twice: at matchmaking (a refusal there costs no seat) and at the join
// itself (concurrent joins may all pass matchmaking before any of them is counted).
import { MAX_GAME_CONNECTIONS_PER_ACCOUNT } from '#shared/protocol/commands.ts';

export class AccountConnections {
  private readonly counts = new Map<string, number>();
  private readonly limit: number;

  constructor(limit = MAX_GAME_CONNECTIONS_PER_ACCOUNT) {
    this.limit = limit;
  }

  /** True when the account may open one more connection. */
  hasRoom(userId: string): boolean {
    return (this.counts.get(userId) ?? 0) < this.limit;
  }

  /** Counts a joined connection; false (and nothing counted) when the account is at its limit. */
  add(userId: string): boolean {
    const count = this.counts.get(userId) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(userId, count + 1);
    return true;
  }

  /** A counted connection is gone for good: its place is free. */
  remove(userId: string): void {
    const count = (this.counts.get(userId) ?? 0) - 1;
    if (count > 0) this.counts.set(userId, count);
    else this.counts.delete(userId);
  }

  count(userId: string): number {
    return this.counts.get(userId) ?? 0;
  }
}
