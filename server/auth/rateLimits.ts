// Server-side attempt limits for the account endpoints (per server process, in memory).
// Sign-up and resend count attempts per address and per email. Password checks (sign-in, the password
// change, the monitor's basic auth) go through a LoginThrottle instead: it never locks an account,
// because a lock keyed on the account alone lets any stranger keep the owner out (OWASP Authentication
// Cheat Sheet, "Account lockout"). See docs/accounts.md.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AccountQueue } from './accountQueue.ts';

interface LimitRule {
  points: number; // attempts
  duration: number; // seconds
}

/** Attempts allowed per window. */
export const AUTH_LIMITS = {
  signUpPerIp: { points: 10, duration: 60 * 60 },
  resendPerIp: { points: 10, duration: 60 * 60 },
  resendPerEmail: { points: 3, duration: 15 * 60 },
  /** "Forgot password?" requests, like sign-up: each may send an email, so an address gets few. */
  forgotPerIp: { points: 10, duration: 60 * 60 },
  /** Reset emails one inbox can be sent per window, like resend: nobody floods an inbox through the form. */
  forgotPerEmail: { points: 3, duration: 15 * 60 },
  /**
   * Reset-link checks and resets per address (opening the page checks once, submitting resets once).
   * Tokens carry 160 random bits, so guessing is hopeless anyway; this keeps a flood cheap to refuse.
   */
  resetPerIp: { points: 30, duration: 15 * 60 },
  /**
   * "Download my data" files one account may make per hour: each replays every save of the account, so a
   * loop of requests must not keep the server busy; a player needs one now and then.
   */
  exportPerAccount: { points: 10, duration: 60 * 60 },
  /**
   * Account deletions tried per address per hour, on top of the sign-in throttle that every password
   * check goes through: a Google-only deletion checks no password, and a flood is cheap to refuse.
   */
  deleteAccountPerIp: { points: 10, duration: 60 * 60 },
} satisfies Record<string, LimitRule>;

/** The figures of the password-check throttle (docs/accounts.md "Sign-in throttle"). */
export const SIGN_IN_THROTTLE = {
  /**
   * Wrong passwords one address may try on one account per window (points: failures, duration: s).
   * Past it, that address gets 429 for that account only; the owner elsewhere is not affected.
   */
  failuresPerAddressAndAccount: { points: 10, duration: 15 * 60 },
  /** Wrong passwords one address may try across all accounts per window: stops an address spraying many accounts. */
  failuresPerAddress: { points: 50, duration: 15 * 60 },
  /** Window over which an account's failures (from every address) add up, in s. */
  accountFailureWindowS: 15 * 60,
  /** Failures on an account, from any address, before its sign-ins start to slow down. */
  freeAccountFailures: 5,
  /** Delay of the first slowed sign-in, in ms; it doubles with each further failure. */
  delayBaseMs: 250,
  /** Longest delay, in ms: an account under attack is slow to sign in to, never locked. */
  delayCapMs: 4_000,
  /**
   * How long an address that signed in to an account stays "the owner's own address", in s (each
   * sign-in renews it). From there the account's slowdown does not apply, so a stranger's failures cost
   * the owner nothing. 14 days: the in-memory limiter keeps each key with a Node timer, which cannot
   * exceed 24.8 days.
   */
  knownAddressS: 14 * 24 * 60 * 60,
  /**
   * Password checks on one account from addresses not the owner's take turns (accountQueue.ts): each
   * waits its slowdown after the one before it has ended, so guesses sent at once are as slow as guesses
   * sent one after another. At most this many turns per account at once (checking and waiting); past
   * it, 429. Why 8: a player signs in from one or two devices at a time, and 8 turns at the 4 s cap
   * keep the last one's wait near half a minute, short of any browser's patience.
   */
  maxInLinePerAccount: 8,
  /**
   * Longest one turn is held, in ms: a check that never reports (it threw) ends its turn then, so the
   * line never stalls. Far above the 4 s cap plus one argon2id check (about 25 ms).
   */
  turnLimitMs: 15_000,
} as const;

export type LimitName = keyof typeof AUTH_LIMITS;
/** The throttle's figures, any numbers (tests shorten some). */
export type ThrottleRules = { readonly [K in keyof typeof SIGN_IN_THROTTLE]: (typeof SIGN_IN_THROTTLE)[K] extends number ? number : (typeof SIGN_IN_THROTTLE)[K] };
export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export type Gate = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The delay before checking a password on an account with `failures` recent failures, in ms. */
export function accountDelayMs(failures: number, rules: ThrottleRules = SIGN_IN_THROTTLE): number {
  if (failures < rules.freeAccountFailures) return 0;
  return Math.min(rules.delayBaseMs * 2 ** (failures - rules.freeAccountFailures), rules.delayCapMs);
}

function retryAfter(rejection: unknown): number {
  if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  throw rejection;
}

/** One password check in progress: report how it ended. */
export interface ThrottledAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Throttles password checks for one kind of account (sign-in accounts, the monitor). Keys: the
 * client address and the account name (the normalized email, or a fixed name for the monitor).
 */
export class LoginThrottle {
  private readonly rules: ThrottleRules;
  private readonly sleep: Sleep;
  private readonly pair: RateLimiterMemory;
  private readonly address: RateLimiterMemory;
  private readonly account: RateLimiterMemory;
  private readonly known: RateLimiterMemory;
  private readonly turns: AccountQueue;

  constructor(name: string, rules: ThrottleRules = SIGN_IN_THROTTLE, sleep: Sleep = realSleep) {
    this.rules = rules;
    this.sleep = sleep;
    this.pair = new RateLimiterMemory({ keyPrefix: `${name}:pair`, ...rules.failuresPerAddressAndAccount });
    this.address = new RateLimiterMemory({ keyPrefix: `${name}:address`, ...rules.failuresPerAddress });
    // Counts without refusing: the account only slows down.
    this.account = new RateLimiterMemory({ keyPrefix: `${name}:account`, points: Number.MAX_SAFE_INTEGER, duration: rules.accountFailureWindowS });
    this.known = new RateLimiterMemory({ keyPrefix: `${name}:known`, points: 1, duration: rules.knownAddressS });
    this.turns = new AccountQueue({ maxInLine: rules.maxInLinePerAccount, turnLimitMs: rules.turnLimitMs });
  }

  /**
   * Marks `address` as the owner's own for `account` (it skips the slowdown and the line) for
   * knownAddressS: a sign-in does it, and so does confirming the account's email from there.
   */
  async rememberOwnerAddress(address: string, account: string): Promise<void> {
    await this.known.set(`${address}|${account}`, 1, this.rules.knownAddressS);
  }

  /**
   * Before a password check: refuses (429) an address over its limits, else waits its turn on the
   * account and then the account's slowdown (unless the address is the owner's own: no line, no wait).
   * One failure is reserved on the pair and the address before the check, so parallel requests cannot
   * slip past the limits; success gives it back. A full line refuses (429) and gives the reservation
   * back: no password was checked. The caller reports how the check ended, which ends its turn.
   */
  async attempt(address: string, account: string): Promise<{ ok: true; attempt: ThrottledAttempt } | { ok: false; retryAfterSeconds: number }> {
    const pairKey = `${address}|${account}`;
    let wait = 0;
    try {
      await this.pair.consume(pairKey);
    } catch (rejection) {
      wait = retryAfter(rejection);
    }
    try {
      await this.address.consume(address);
    } catch (rejection) {
      wait = Math.max(wait, retryAfter(rejection));
    }
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };

    const ownAddress = (await this.known.get(pairKey)) !== null;
    let endTurn = () => {};
    if (!ownAddress) {
      const turn = await this.turns.enter(account);
      if (!turn) {
        await this.pair.reward(pairKey, 1);
        await this.address.reward(address, 1);
        return { ok: false, retryAfterSeconds: this.fullLineRetryAfterS() };
      }
      endTurn = turn;
      const failures = (await this.account.get(account))?.consumedPoints ?? 0;
      const delay = accountDelayMs(failures, this.rules);
      if (delay > 0) await this.sleep(delay);
    }
    return {
      ok: true,
      attempt: {
        succeeded: async () => {
          try {
            await this.pair.delete(pairKey);
            await this.address.reward(address, 1);
            await this.rememberOwnerAddress(address, account);
          } finally {
            endTurn();
          }
        },
        failed: async () => {
          try {
            await this.account.penalty(account, 1);
          } finally {
            endTurn();
          }
        },
      },
    };
  }

  /** Retry-After of a full line, in s: long enough for a full line to pass at the slowest. */
  private fullLineRetryAfterS(): number {
    return Math.max(1, Math.ceil((this.rules.maxInLinePerAccount * this.rules.delayCapMs) / 1000));
  }
}

export interface RateLimitsOptions {
  limits?: Record<LimitName, LimitRule>;
  throttle?: ThrottleRules;
  /** How the throttle waits; tests record the delays instead. */
  sleep?: Sleep;
}

export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterMemory>;
  /** Password sign-in and password change (accounts keyed by email). */
  readonly signIn: LoginThrottle;
  /** The monitor's basic auth (one account). */
  readonly monitor: LoginThrottle;

  constructor(options: RateLimitsOptions = {}) {
    const rules = options.limits ?? AUTH_LIMITS;
    this.limiters = Object.fromEntries(
      Object.entries(rules).map(([name, rule]) => [name, new RateLimiterMemory({ points: rule.points, duration: rule.duration, keyPrefix: name })]),
    ) as Record<LimitName, RateLimiterMemory>;
    this.signIn = new LoginThrottle('signIn', options.throttle, options.sleep);
    this.monitor = new LoginThrottle('monitor', options.throttle, options.sleep);
  }

  /**
   * Spends one attempt on every named limit; returns the seconds to wait when any is exhausted.
   * Each key is spent even when another is exhausted, so a flood keeps counting.
   */
  async consume(checks: Array<[LimitName, string]>): Promise<Gate> {
    let retryAfterMs = 0;
    for (const [name, key] of checks) {
      try {
        await this.limiters[name].consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
        else throw rejection;
      }
    }
    return retryAfterMs > 0 ? { ok: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { ok: true };
  }
}

/** "15 minutes", "1 minute", "40 seconds": the wait of a 429, for its message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The sentence of a 429: "Too many attempts. Please try again in 15 minutes." */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`;
}
