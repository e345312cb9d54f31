// Structured logs through pino. One logger per server; tests pass level 'silent'.
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'main-event-mogul' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
  });
}
