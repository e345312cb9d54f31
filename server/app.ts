// Builds the whole server: storage, accounts, email, HTTP routes, the game room, the monitor.
import { defineRoom, defineServer, matchMaker, type Server } from '@colyseus/core';
import compression from 'compression';
import express from 'express';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAME_ROOM } from '#shared/protocol/commands.ts';
import { Accounts } from './auth/accounts.ts';
import { GoogleSignIn } from './auth/google.ts';
import { RateLimits } from './auth/rateLimits.ts';
import { SessionService } from './auth/sessions.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { detachedDelivery, OutboxMailer, ResendMailer, type Mailer } from './email/mailer.ts';
import { adminMonitor } from './http/adminMonitor.ts';
import { assetApi, assetFiles } from './http/assetRoutes.ts';
import { contactRoutes } from './http/contactRoutes.ts';
import { passwordResetRoutes } from './http/passwordResetRoutes.ts';
import { profileRoutes } from './http/profileRoutes.ts';
import { savesRoutes } from './http/savesRoutes.ts';
import { authRoutes } from './http/authRoutes.ts';
import { devMailboxAccess, devMailboxApi, devMailboxRoutes, outboxWarning } from './http/devMailbox.ts';
import { errorHandler, sendError } from './http/errors.ts';
import { healthRoute } from './http/healthRoute.ts';
import { sameOriginWrites, securityHeaders } from './http/security.ts';
import { sessionMiddleware } from './http/sessionMiddleware.ts';
import { staticClient } from './http/staticClient.ts';
import { ClientMistakeLog, createLogger, type Logger } from './log.ts';
import { createGameRoom, DEFAULT_ROOM_GRACE_MS } from './rooms/GameRoom.ts';
import { GuardedWebSocketTransport } from './rooms/guardedTransport.ts';
import { oneRoomPerGame } from './rooms/oneRoom.ts';
import { guardMatchmaking, listenForEndedConnections, websocketGate } from './rooms/roomAccess.ts';
import { redactedRedisUrl, redisMatchmaking } from './scaleOut.ts';
import { createStorage } from './storage/createStorage.ts';
import type { Storage } from './storage/port.ts';

/** Largest JSON body the API accepts, in bytes. */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024;

export const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface AppOptions {
  config: Config;
  storage?: Storage;
  log?: Logger;
  rateLimits?: RateLimits;
  /** Tests point Google's token endpoint at a local fake. */
  googleTokenEndpoint?: string;
  clientDir?: string;
  /** Colyseus's own SIGTERM/SIGINT handling; tests turn it off. */
  gracefulShutdown?: boolean;
  /** Reconnection and idle grace period of game rooms, in ms; tests shorten it. */
  roomGraceMs?: number;
}

export interface App {
  server: Server;
  ctx: AppContext;
}

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const storage = options.storage ?? (await createStorage(config));
  await storage.init();

  const mailer: Mailer = config.email.resendApiKey
    ? new ResendMailer(config.email.resendApiKey, config.email.from, config.email.resendBaseUrl)
    : new OutboxMailer(storage, log, config.publicUrl);
  if (mailer.kind === 'outbox') {
    log.warn(outboxWarning(config));
  }
  const sessions = new SessionService(storage);
  const google = config.google
    ? new GoogleSignIn(config.google.clientId, config.google.clientSecret, `${config.publicUrl}/api/auth/google/callback`, options.googleTokenEndpoint)
    : undefined;

  const ctx: AppContext = {
    config,
    log,
    clientMistakes: new ClientMistakeLog(log),
    storage,
    sessions,
    accounts: new Accounts(storage, detachedDelivery(mailer, log), config.publicUrl),
    mailer,
    rateLimits: options.rateLimits ?? new RateLimits(),
    google,
    version: packageVersion(),
    ready: true,
  };

  // Matchmaking answers cross-origin requests only for our own origin.
  const ownOrigin = new URL(config.publicUrl).origin;
  matchMaker.controller.getCorsHeaders = () => ({ 'Access-Control-Allow-Origin': ownOrigin, Vary: 'Origin' });
  // A room admits only its members, before any state is sent (rooms/roomAccess.ts).
  guardMatchmaking(ctx);

  // Several processes share matchmaking through Redis (scaleOut.ts); without REDIS_URL, one process.
  const scaleOut = config.redisUrl ? await redisMatchmaking(config.redisUrl) : undefined;
  if (scaleOut && config.redisUrl) {
    log.info({ redis: redactedRedisUrl(config.redisUrl), publicAddress: config.publicAddress }, 'matchmaking shared through Redis');
    await listenForEndedConnections(scaleOut.presence);
    if (!config.publicAddress) log.warn('REDIS_URL is set without PUBLIC_ADDRESS: behind a load balancer, give each process its own address (docs/operations.md)');
  }

  const server = defineServer({
    ...scaleOut,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    // One game, one room (rooms/oneRoom.ts): the room id is the game's, whichever process creates it.
    rooms: { [GAME_ROOM]: defineRoom(oneRoomPerGame(createGameRoom(ctx, options.roomGraceMs ?? DEFAULT_ROOM_GRACE_MS))).filterBy(['ownerId']) },
    transport: new GuardedWebSocketTransport({ beforeUpgrade: websocketGate(ctx) }, ctx.clientMistakes),
    greet: false,
    logger: log,
    gracefullyShutdown: options.gracefulShutdown ?? true,
    express: (app) => configureExpress(app, ctx, options.clientDir ?? CLIENT_DIR),
  });
  server.onBeforeShutdown(() => log.info('shutting down: refusing new games, saving open games'));
  server.onShutdown(async () => {
    ctx.ready = false;
    await storage.close();
    log.info('storage closed; bye');
  });
  return { server, ctx };
}

function configureExpress(app: express.Application, ctx: AppContext, clientDir: string): void {
  const { config } = ctx;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config.publicUrl, config.publicUrl.startsWith('https://')));
  // gzip for HTML, JS, CSS, JSON and SVG; it roughly halves the landing page's load on slow networks.
  app.use(compression());

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: false }));
  api.use(sameOriginWrites());
  api.use(sessionMiddleware(ctx));
  api.get('/health', healthRoute(ctx));
  api.use('/auth', authRoutes(ctx));
  api.use('/auth', passwordResetRoutes(ctx));
  api.use('/saves', savesRoutes(ctx));
  api.use('/profile', profileRoutes(ctx));
  api.use(contactRoutes(ctx));
  api.use(assetApi(ctx));
  // The outbox's links sign a reader in: in production only the admin may read it (http/devMailbox.ts).
  const mailboxAccess = ctx.mailer.kind === 'outbox' ? devMailboxAccess(config, ctx.rateLimits.monitor) : null;
  if (mailboxAccess) api.use('/dev/mailbox', mailboxAccess, devMailboxApi(ctx));
  api.use((req, res) => sendError(res, 404, `No API route ${req.method} ${req.path}`, 'not_found'));
  api.use(errorHandler(ctx.log));
  app.use('/api', api);

  if (mailboxAccess) app.use('/dev/mailbox', mailboxAccess, devMailboxRoutes(ctx));
  app.use(assetFiles(ctx));
  if (config.admin) app.use('/colyseus', ...adminMonitor(config.admin.user, config.admin.password, ctx.rateLimits.monitor));
  app.use(staticClient(clientDir, config.publicUrl));
  app.use(errorHandler(ctx.log));
}
