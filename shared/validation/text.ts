// Reusable text rules (spec: app-shell §5) and markup stripping, shared by forms, routes and rooms.
import { z } from 'zod';

/**
 * Removes tags and keeps their text: "<b>Hi</b> there" → "Hi there". Drops script/style bodies, and
 * repeats until nothing changes so nested tricks ("<scr<b>ipt>") cannot rebuild a tag. A lone "<" in
 * prose ("1 < 2") is text and stays.
 */
export function stripMarkup(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '').replace(/<\/?[a-z!][^>]*>/gi, '');
    if (next === current) return next;
    current = next;
  }
}

const IPV4 = /\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g;
const IPV6 = /\b(?:[0-9a-f]{1,4}:){2,7}[0-9a-f]{0,4}\b|::ffff:[0-9.]+/gi;

/** Error texts shown to users: IP addresses replaced by [IP] and markup stripped (spec: app-shell §8). */
export function sanitizeErrorText(text: string): string {
  return stripMarkup(text.replace(IPV6, '[IP]').replace(IPV4, '[IP]'));
}

const WRESTLER_NAME_CHARS = /^[A-Za-z0-9 \-'.]+$/;
/** The federationName rule's characters: wrestlerName's set plus the ampersand. */
export const FEDERATION_NAME_CHARS = /^[A-Za-z0-9 \-'.&]+$/;

export const wrestlerNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(50, 'Name must be 50 characters or less')
  .regex(WRESTLER_NAME_CHARS, 'Name contains invalid characters');

/** The spec's federationName rule (1-100 characters, wrestlerName's set plus &). */
export const federationNameRule = z
  .string({ error: 'Federation name is required' })
  .trim()
  .min(1, 'Federation name is required')
  .max(100, 'Federation name must be 100 characters or less')
  .regex(FEDERATION_NAME_CHARS, 'Federation name contains invalid characters');

export const safeTextSchema = z.string().max(500, 'Text must be 500 characters or less');
export const descriptionSchema = z.string().max(1000, 'Description must be 1000 characters or less');

/** matchTitle (spec: 1-200; letters, digits, space, hyphen, apostrophe, period, ampersand, parentheses). */
export const MATCH_TITLE_CHARS = /^[\p{L}\p{N} \-'.&()]+$/u;
/** storylineTitle and showName (spec: 1-100; matchTitle's set plus the colon). */
export const STORYLINE_TITLE_CHARS = /^[\p{L}\p{N} \-'.&():]+$/u;

export const matchTitleSchema = z
  .string({ error: 'Match title is required' })
  .trim()
  .min(1, 'Match title is required')
  .max(200, 'Match title must be 200 characters or less')
  .regex(MATCH_TITLE_CHARS, 'Match title contains invalid characters');

/** A promo's title: the matchTitle rule (spec), named for what the player is titling. */
export const promoTitleSchema = z
  .string({ error: 'Promo title is required' })
  .trim()
  .min(1, 'Promo title is required')
  .max(200, 'Promo title must be 200 characters or less')
  .regex(MATCH_TITLE_CHARS, 'Promo title contains invalid characters');

export const storylineTitleSchema = z
  .string({ error: 'Storyline title is required' })
  .trim()
  .min(1, 'Storyline title is required')
  .max(100, 'Storyline title must be 100 characters or less')
  .regex(STORYLINE_TITLE_CHARS, 'Storyline title contains invalid characters');

/** showName's longest, characters (spec: 1-100). */
export const SHOW_NAME_MAX_CHARS = 100;

export const showNameSchema = z
  .string({ error: 'Show name is required' })
  .trim()
  .min(1, 'Show name is required')
  .max(SHOW_NAME_MAX_CHARS, `Show name must be ${SHOW_NAME_MAX_CHARS} characters or less`)
  .regex(STORYLINE_TITLE_CHARS, 'Show name contains invalid characters');

/**
 * True when showNameSchema takes the name as it is: a plain title (isPlainTitle) within its length. The AI
 * promoters book a show under such a name every week, and the schema's parse costs far more than this
 * check (text.test.ts holds the two equal).
 */
export function isPlainShowName(name: string): boolean {
  return name.length <= SHOW_NAME_MAX_CHARS && isPlainTitle(name);
}

/**
 * True when the text is already a clean title under both title rules: only ASCII letters, digits, single
 * inner spaces and - ' . & ( ) (a subset of MATCH_TITLE_CHARS and STORYLINE_TITLE_CHARS), not empty.
 * Written as a loop over char codes: the titles the game writes (every auto-booked segment of every
 * federation's show each week) are almost all plain ASCII, and the Unicode pattern and the whitespace
 * replace cost several times this check.
 */
function isPlainTitle(text: string): boolean {
  if (text.length === 0) return false;
  let previousSpace = true; // a leading space is not plain
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 32) {
      if (previousSpace) return false;
      previousSpace = true;
      continue;
    }
    previousSpace = false;
    const plain = (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45 || code === 39 || code === 46 || code === 38 || code === 40 || code === 41;
    if (!plain) return false;
  }
  return !previousSpace; // nor a trailing one
}

/** Keeps only the characters a title rule allows (for titles the game writes from wrestlers' names). */
export function toTitleChars(text: string, allowed: RegExp = MATCH_TITLE_CHARS): string {
  // A plain title passes either rule unchanged (text.test.ts compares it with the patterns).
  if ((allowed === MATCH_TITLE_CHARS || allowed === STORYLINE_TITLE_CHARS) && isPlainTitle(text)) return text;
  // The rules are whole-string patterns of allowed characters (/^[...]+$/u): a text that passes keeps every character.
  if (allowed.test(text)) return text.replace(/\s+/g, ' ').trim();
  return [...text].filter((char) => allowed.test(char)).join('').replace(/\s+/g, ' ').trim();
}

/** A championship's name: the matchTitle rule (spec), in the player's words. */
export const championshipNameSchema = z
  .string({ error: 'Championship name is required' })
  .trim()
  .min(1, 'Championship name is required')
  .max(200, 'Championship name must be 200 characters or less')
  .regex(MATCH_TITLE_CHARS, 'Championship name contains invalid characters');
