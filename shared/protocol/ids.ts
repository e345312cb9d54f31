// Shared payload pieces: ids are short strings of the characters the world hands out.
import { z } from 'zod';

/** A wrestler, staff, report or message id: 1-64 characters of letters, digits, _ and -. */
export function idSchema(what: string) {
  return z
    .string({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(64, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} is not valid`);
}
