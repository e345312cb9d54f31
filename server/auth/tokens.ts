// Random tokens and their stored form: the cookie or email carries the token, storage keeps only its SHA-256.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { randomBytes } from 'node:crypto';

/** 160 bits of randomness, as the Lucia guide recommends for session tokens. */
const TOKEN_BYTES = 20;

export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(TOKEN_BYTES));
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Shape of a token we issued: rejects junk before any storage lookup. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z2-7]{32}$/.test(value);
}
