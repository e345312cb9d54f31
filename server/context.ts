// Everything the HTTP routes and rooms share, built once at start (server/app.ts).
import type { Accounts } from './auth/accounts.ts';
import type { GoogleSignIn } from './auth/google.ts';
import type { RateLimits } from './auth/rateLimits.ts';
import type { SessionService } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { Mailer } from './email/mailer.ts';
import type { ClientMistakeLog, Logger } from './log.ts';
import type { Storage } from './storage/port.ts';

export interface AppContext {
  config: Config;
  log: Logger;
  /** Client mistakes (bad frames, unknown commands): warn, no stacks, rate limited. */
  clientMistakes: ClientMistakeLog;
  storage: Storage;
  sessions: SessionService;
  accounts: Accounts;
  mailer: Mailer;
  rateLimits: RateLimits;
  google: GoogleSignIn | undefined;
  version: string;
  /** False until storage is open; the health check reports it. */
  ready: boolean;
}
