// Password checks on one account take turns: each waits until the one before it has reported, so the
// account's slowdown is computed from every earlier failure and parallel guesses wait in line like
// sequential ones (rateLimits.ts LoginThrottle). The line is short: past it, the caller refuses.

export interface AccountQueueRules {
  /** Turns one account may have at once (the one checking and those waiting); past it, enter() says no. */
  maxInLine: number;
  /** Longest a turn is held, in ms: a turn never reported (its check threw) ends then, so the line moves on. */
  turnLimitMs: number;
}

interface Line {
  tail: Promise<void>;
  size: number;
}

export class AccountQueue {
  private readonly rules: AccountQueueRules;
  private readonly lines = new Map<string, Line>();

  constructor(rules: AccountQueueRules) {
    this.rules = rules;
  }

  /** Turns taken on `key` now (checking and waiting). */
  inLine(key: string): number {
    return this.lines.get(key)?.size ?? 0;
  }

  /**
   * Joins `key`'s line: resolves, once every earlier turn has ended, with the function that ends this
   * one (calling it again does nothing); null at once when the line is full.
   */
  async enter(key: string): Promise<(() => void) | null> {
    let line = this.lines.get(key);
    if (!line) {
      line = { tail: Promise.resolve(), size: 0 };
      this.lines.set(key, line);
    }
    if (line.size >= this.rules.maxInLine) return null;
    line.size += 1;
    const before = line.tail;
    let open!: () => void;
    const ended = new Promise<void>((resolve) => (open = resolve));
    line.tail = before.then(() => ended);
    await before;

    const own = line;
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      own.size -= 1;
      if (own.size === 0 && this.lines.get(key) === own) this.lines.delete(key);
      open();
    };
    const timer = setTimeout(end, this.rules.turnLimitMs);
    timer.unref();
    return end;
  }
}
