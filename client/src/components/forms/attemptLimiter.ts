// The browser side of the form rate limit: at most `attempts` submissions per `windowMs` per form
// (spec: 5 per 60 s). The server enforces the same limit per IP; this one saves a round trip.
export interface AttemptLimit {
  attempts: number;
  windowMs: number;
}

export interface AttemptLimiter {
  /** Records an attempt and returns true, or returns false (recording nothing) when the limit is reached. */
  tryAttempt(now?: number): boolean;
  reset(): void;
}

export function createAttemptLimiter({ attempts, windowMs }: AttemptLimit): AttemptLimiter {
  let times: number[] = [];
  return {
    tryAttempt(now = Date.now()) {
      times = times.filter((t) => now - t < windowMs);
      if (times.length >= attempts) return false;
      times.push(now);
      return true;
    },
    reset() {
      times = [];
    },
  };
}
