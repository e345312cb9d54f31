// Boots the whole app for server tests: in-memory SQLite, test config, Colyseus test server on 2568.
import { ColyseusTestServer } from '@colyseus/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../app.ts';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import type { RateLimits } from '../auth/rateLimits.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Logger } from '../log.ts';
import type { Storage } from '../storage/port.ts';
import { SqliteStorage } from '../storage/sqlite/SqliteStorage.ts';

/** The test server's port; MEM_TEST_PORT moves it so two checkouts can run server tests at once. */
export const TEST_PORT = Number(process.env.MEM_TEST_PORT ?? 2568);
export const BASE_URL = `http://localhost:${TEST_PORT}`;

export interface TestApp {
  colyseus: ColyseusTestServer;
  ctx: AppContext;
  storage: Storage;
  close(): Promise<void>;
}

/** The world every new game of a room test starts from (the end-to-end tests' NEW_GAME_SEED). */
export const TEST_NEW_GAME_SEED = '2734';

export async function startTestApp(
  env: Record<string, string> = {},
  options: { storage?: Storage; rateLimits?: RateLimits; googleTokenEndpoint?: string; roomGraceMs?: number; clientDir?: string; log?: Logger } = {},
): Promise<TestApp> {
  // Every new game of a room test starts from one world (the end-to-end tests' seed), so a figure a test
  // checks after a few weeks is the same on every run and a failure replays; a test may pass another.
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(TEST_PORT), PUBLIC_URL: BASE_URL, NEW_GAME_SEED: TEST_NEW_GAME_SEED, ...env });
  const storage = options.storage ?? new SqliteStorage(':memory:');
  const appOptions: AppOptions = {
    config,
    storage,
    gracefulShutdown: false,
    clientDir: options.clientDir ?? mkdtempSync(join(tmpdir(), 'mem-client-')),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.googleTokenEndpoint ? { googleTokenEndpoint: options.googleTokenEndpoint } : {}),
    ...(options.roomGraceMs ? { roomGraceMs: options.roomGraceMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  };
  const { server, ctx } = await createApp(appOptions);
  // Not @colyseus/testing's boot(): given a Server it always listens on 2568, whatever port it is passed.
  await server.listen(TEST_PORT);
  const colyseus = new ColyseusTestServer(server);
  return {
    colyseus,
    ctx,
    storage,
    close: async () => {
      await colyseus.shutdown();
      await storage.close();
    },
  };
}

/** A fetch with a cookie jar, as a browser tab would have. */
export class Browser {
  cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${BASE_URL}${path}`, { ...init, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json: unknown): Promise<Response> {
    return this.fetch(path, { method: 'POST', json });
  }
}

/** The confirmation link (the confirm page, /confirm-email?token=...) of the newest outbox email to `to`. */
export async function confirmationLink(storage: Storage, to: string): Promise<string> {
  const email = (await storage.listOutbox(50)).find((e) => e.to === to);
  const link = email?.text.match(/https?:\/\/\S+\/confirm-email\?token=[a-z2-7]+/)?.[0];
  if (!link) throw new Error(`No confirmation email for ${to}`);
  return link;
}

/** The token of a confirmation link. */
export function linkToken(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/**
 * Confirms as the confirm page's button does: a same-origin POST of the link's token and `password`, the
 * one chosen at sign-up (an unconfirmed account always asks for it); null sends none, as for an account
 * that is already confirmed.
 */
export function confirmWith(browser: Browser, link: string, password: string | null, headers: Record<string, string> = {}): Promise<Response> {
  const json = password === null ? { token: linkToken(link) } : { token: linkToken(link), password };
  return browser.fetch('/api/auth/confirm', { method: 'POST', json, headers: { origin: BASE_URL, ...headers } });
}

/** Signs up, confirms through the outbox link, and returns the signed-in browser. */
export async function signedInBrowser(app: TestApp, email: string, password = 'secret-pass'): Promise<Browser> {
  const browser = new Browser();
  const signup = await browser.post('/api/auth/signup', { email, password });
  if (signup.status !== 201) throw new Error(`sign up failed: ${signup.status}`);
  const link = await confirmationLink(app.storage, email);
  const confirm = await confirmWith(browser, link, password);
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status}`);
  return browser;
}

/**
 * A signed-in player for room tests that are not about accounts: a confirmed user and a session made
 * directly, without the sign-up flow and its per-IP rate limit.
 */
export async function playerBrowser(app: TestApp, email: string): Promise<Browser> {
  const user = await app.storage.createUser({ id: randomUUID(), email, passwordHash: null, emailConfirmedAt: new Date(), googleId: null });
  const { token } = await app.ctx.sessions.create(user.id);
  const browser = new Browser();
  browser.cookies.set(SESSION_COOKIE, token);
  return browser;
}
