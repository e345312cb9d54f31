// One simulated player of `npm run loadtest`: an account made through the real sign-up (from its own
// loopback address, under the per-address sign-up limit), its own game room, and the commands a
// player sends: a light one every 2 s, and every 10 s the heavy cycle (auto-book the weekly show, run
// it, advance the week). The room's synced state is not decoded (see `skipStateDecoding`): the
// generator only needs the answers, and decoding thousands of worlds would make it the bottleneck.
import { Client, registerSerializer, type Room } from '@colyseus/sdk';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DEFAULT_WEEK_SECONDS, type Sample } from './stats.ts';

/** A light command every this many ms per player. */
export const LIGHT_EVERY_MS = 2_000;
/** Wrestlers each player signs at start, so auto-book has a card to fill. */
const ROSTER = 4;
/** The kinds counted as light in the capacity verdict. */
export const LIGHT_KINDS = new Set(['markAllMessagesRead', 'updateShow', 'markAllReportsRead', 'getWeekReport']);

/** The state serializer, replaced by one that ignores the state: the generator reads answers only. */
export function skipStateDecoding(): void {
  class IgnoredState {
    setState(): void {}
    getState(): null {
      return null;
    }
    patch(): void {}
    teardown(): void {}
    handshake(): void {}
  }
  registerSerializer('schema', IgnoredState as never);
}

interface HttpAnswer {
  status: number;
  body: string;
  cookies: string[];
  location?: string;
}

/** An HTTP request from a chosen local address (fetch cannot bind one). */
function http(url: string, options: { method?: string; json?: unknown; cookie?: string; localAddress?: string } = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!),
            location: res.headers.location,
          }),
        );
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** Where a player's answered commands go; `record` is false outside a measurement window. */
export interface Recorder {
  record: boolean;
  samples: Sample[];
  /** Commands that got no answer (the connection closed, or the request timed out). */
  failed: number;
  /** Called with the wall-clock time of each answered state-changing heavy command (advanceWeek) of a sampled player. */
  changed?: (userId: string, answeredAtMs: number, sentAtMs: number) => void;
}

export class Player {
  readonly index: number;
  readonly email: string;
  userId = '';
  cookie = '';
  room: Room | undefined;
  /** This week's weekly show. */
  private showId = '';
  private lightTurn = 0;
  private heavyRunning = false;
  private timers: Array<ReturnType<typeof setTimeout>> = [];
  private stopped = false;
  /** Sampled players report their changes for the autosave lag. */
  sampled = false;

  constructor(index: number, runId: string) {
    this.index = index;
    this.email = `loadtest-${runId}-${index}@example.com`;
  }

  /** Signs up from `localAddress`, confirms through the dev outbox, and keeps the session cookie. */
  async signUp(baseUrl: string, localAddress: string): Promise<void> {
    const password = 'loadtest-password';
    const signup = await http(`${baseUrl}/api/auth/signup`, { method: 'POST', json: { email: this.email, password }, localAddress });
    if (signup.status !== 201) throw new Error(`sign-up of ${this.email} answered ${signup.status}: ${signup.body}`);
    const mailbox = await http(`${baseUrl}/api/dev/mailbox`, { localAddress });
    const { emails } = JSON.parse(mailbox.body) as { emails: Array<{ to: string; links: string[] }> };
    const link = emails.find((e) => e.to === this.email)?.links.find((l) => l.includes('/confirm-email?token='));
    if (!link) throw new Error(`no confirmation email for ${this.email}`);
    // As the link's page does when its button is pressed: a POST of the token and the sign-up's password.
    const token = new URL(link).searchParams.get('token');
    const confirm = await http(`${baseUrl}/api/auth/confirm`, { method: 'POST', json: { token, password }, localAddress });
    if (confirm.status !== 200) throw new Error(`confirming ${this.email} answered ${confirm.status}`);
    this.cookie = confirm.cookies.join('; ');
    const session = await http(`${baseUrl}/api/auth/session`, { cookie: this.cookie, localAddress });
    this.userId = (JSON.parse(session.body) as { user: { id: string } | null }).user?.id ?? '';
    if (!this.userId) throw new Error(`no session for ${this.email}`);
  }

  /** Joins the game room, founds the federation, signs a roster and creates the weekly show. */
  async join(baseUrl: string): Promise<void> {
    this.room = await new Client(baseUrl, { headers: { cookie: this.cookie } }).joinOrCreate('game', {});
    await this.room.request('createFederation', { name: `Load Test ${this.index}`, logo: '' });
    await this.signRoster();
    const created = (await this.room.request('createShow', { name: 'Load Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' })) as {
      show: { id: string };
    };
    this.showId = created.show.id;
  }

  /** Signs free agents until the roster can fill a card. */
  private async signRoster(): Promise<void> {
    const room = this.room!;
    const { page } = (await room.request('listFreeAgents', { limit: 40 })) as { page: { rows: Array<{ wrestler: { id: string }; locked: boolean }> } };
    let signed = 0;
    for (const row of page.rows) {
      if (signed >= ROSTER) break;
      if (row.locked) continue;
      await room.request('signWrestler', { wrestlerId: row.wrestler.id, source: 'freeAgent', contractType: 'permanent', weeks: 52 }).then(
        () => (signed += 1),
        () => undefined,
      );
    }
  }

  /** Sends a command and records its answer (accepted or refused) and latency. */
  private async timed(recorder: Recorder, kind: string, payload: unknown): Promise<{ ok: boolean; result?: unknown }> {
    const room = this.room;
    if (!room || this.stopped) return { ok: false };
    const start = performance.now();
    try {
      const result = await room.request(kind, payload);
      if (recorder.record) recorder.samples.push({ kind, ms: performance.now() - start, refused: false });
      return { ok: true, result };
    } catch (error) {
      // A refusal is an answer (the rule said no); a closed connection or a timeout is not.
      if (recorder.record) {
        if ((error as { name?: string }).name === 'rejected') recorder.samples.push({ kind, ms: performance.now() - start, refused: true });
        else recorder.failed += 1;
      }
      return { ok: false };
    }
  }

  private light(recorder: Recorder): void {
    const turn = this.lightTurn++ % 4;
    if (turn === 0) void this.timed(recorder, 'markAllMessagesRead', {});
    else if (turn === 1) void this.timed(recorder, 'updateShow', { showId: this.showId, ticketPrice: this.lightTurn % 8 < 4 ? 15 : 16 });
    else if (turn === 2) void this.timed(recorder, 'markAllReportsRead', {});
    else void this.timed(recorder, 'getWeekReport', {});
  }

  private async heavy(recorder: Recorder): Promise<void> {
    // A cycle still running when the next is due is not doubled up (a player waits for their week).
    if (this.heavyRunning) return;
    this.heavyRunning = true;
    try {
      const booked = await this.timed(recorder, 'autoBook', { showId: this.showId });
      if (!booked.ok) {
        // The roster ran short (contracts end) or the card was not empty: fix it for the next cycle.
        await this.timed(recorder, 'clearCard', { showId: this.showId });
        await this.signRoster().catch(() => undefined);
      }
      await this.timed(recorder, 'runShow', { showId: this.showId });
      const sentAt = Date.now();
      const advanced = await this.timed(recorder, 'advanceWeek', {});
      if (advanced.ok) {
        if (this.sampled) recorder.changed?.(this.userId, Date.now(), sentAt);
        const events = (advanced.result as { events?: Array<{ kind: string; showId?: string }> }).events ?? [];
        const cloned = events.find((e) => e.kind === 'showCloned')?.showId;
        if (cloned) this.showId = cloned;
        else {
          const created = await this.timed(recorder, 'createShow', { name: 'Load Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
          const show = (created.result as { show?: { id: string } } | undefined)?.show;
          if (show) this.showId = show.id;
        }
      }
    } finally {
      this.heavyRunning = false;
    }
  }

  /** Starts the player's schedule, at a random phase so players do not send in step. */
  play(recorder: Recorder, lightEveryMs = LIGHT_EVERY_MS, heavyEveryMs = DEFAULT_WEEK_SECONDS * 1000): void {
    const every = (ms: number, fn: () => void) => {
      const first = setTimeout(() => {
        fn();
        this.timers.push(setInterval(fn, ms));
      }, Math.random() * ms);
      this.timers.push(first);
    };
    every(lightEveryMs, () => this.light(recorder));
    every(heavyEveryMs, () => void this.heavy(recorder));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.room?.leave(true).catch(() => undefined);
  }
}
