// Configuration from the environment, validated once at start with clear messages.
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** host[:port][/path], the form Colyseus puts in a seat reservation (the client adds ws:// or wss://). */
const PUBLIC_ADDRESS_PATTERN = /^[a-zA-Z0-9.-]+(:\d{1,5})?(\/[a-zA-Z0-9._~-]+)*$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535, 'PORT must be at most 65535').default(2567),
    PUBLIC_URL: optional.pipe(z.url({ error: 'PUBLIC_URL must be a full URL such as https://mogul.example.com' }).optional()),
    DATA_DIR: optional,
    LOGO_DIR: optional,
    CONTACT_TO: optional.pipe(z.email({ error: 'CONTACT_TO must be an email address' }).optional()),
    MONGODB_URI: optional.pipe(
      z.string().regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://').optional(),
    ),
    REDIS_URL: optional.pipe(z.string().regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must start with redis:// or rediss://').optional()),
    PUBLIC_ADDRESS: optional.pipe(
      z
        .string()
        .regex(PUBLIC_ADDRESS_PATTERN, 'PUBLIC_ADDRESS is a host and optional port and path without a scheme, such as mogul.example.com/p1')
        .optional(),
    ),
    RESEND_API_KEY: optional,
    RESEND_BASE_URL: optional.pipe(z.url({ error: 'RESEND_BASE_URL must be a URL' }).optional()),
    EMAIL_FROM: optional,
    DEV_OUTBOX: optional.pipe(z.enum(['enabled', 'disabled'], { error: 'DEV_OUTBOX must be enabled or disabled' }).optional()),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    ADMIN_USER: optional,
    ADMIN_PASSWORD: optional,
    LOG_LEVEL: optional.pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
    TRUST_PROXY: optional.pipe(z.enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' }).optional()),
    NEW_GAME_RIVALS: optional.pipe(z.enum(['on', 'off'], { error: 'NEW_GAME_RIVALS must be on or off' }).optional()),
    NEW_GAME_SEED: optional.pipe(
      z
        .string()
        .regex(/^\d+$/, 'NEW_GAME_SEED must be a whole number from 0 to 4294967295')
        .transform(Number)
        .pipe(z.number().max(2 ** 32 - 1, 'NEW_GAME_SEED must be a whole number from 0 to 4294967295'))
        .optional(),
    ),
  });

/**
 * Rules across settings. They read the raw values so they are reported together with any
 * per-setting error: an operator sees every problem in one start.
 */
function crossChecks(source: Record<string, string | undefined>): string[] {
  const get = (name: string) => (source[name] ?? '').trim();
  const problems: string[] = [];
  if (Boolean(get('GOOGLE_CLIENT_ID')) !== Boolean(get('GOOGLE_CLIENT_SECRET'))) {
    problems.push('GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  if (Boolean(get('ADMIN_USER')) !== Boolean(get('ADMIN_PASSWORD'))) {
    problems.push('ADMIN_USER: set both ADMIN_USER and ADMIN_PASSWORD, or neither');
  }
  if (get('ADMIN_PASSWORD') && get('ADMIN_PASSWORD').length < 12) {
    problems.push('ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 12 characters');
  }
  if (get('NODE_ENV') === 'production' && !get('RESEND_API_KEY') && get('DEV_OUTBOX') !== 'enabled') {
    problems.push(
      'RESEND_API_KEY: production needs RESEND_API_KEY to deliver account emails; set DEV_OUTBOX=enabled to run with the dev outbox on purpose',
    );
  }
  const publicAddress = get('PUBLIC_ADDRESS');
  if (PUBLIC_ADDRESS_PATTERN.test(publicAddress)) {
    const publicUrlHost = URL.parse(get('PUBLIC_URL') || 'http://localhost')?.hostname;
    const addressHost = publicAddress.split(/[:/]/)[0]!.toLowerCase();
    if (publicUrlHost && addressHost !== publicUrlHost) {
      problems.push(`PUBLIC_ADDRESS: PUBLIC_ADDRESS must be on the host of PUBLIC_URL (${publicUrlHost}): browsers send the session cookie only there`);
    }
  }
  return problems;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Folder of federation logos offered at setup (served under /logos). */
  logoDir: string;
  /** Where contact and feedback messages are emailed. */
  contactTo: string;
  mongodbUri: string | undefined;
  /** Redis shared by every process (matchmaking, presence); unset: one process, no Redis. */
  redisUrl: string | undefined;
  /**
   * This process's own address as browsers reach it (host[:port][/path]), put in seat reservations so a
   * room's websocket goes to the process that holds the room; unset: the address the client used.
   */
  publicAddress: string | undefined;
  email: { resendApiKey: string | undefined; resendBaseUrl: string | undefined; from: string; outbox: boolean };
  google: { clientId: string; clientSecret: string } | undefined;
  admin: { user: string; password: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
  secureCookies: boolean;
  /**
   * True (the game): a new game's world holds the computer-run federations. False only to measure the
   * lone federation's world, without rivals, next to it (`npm run loadtest -- --lone`, docs/benchmarks.md).
   */
  newGameRivals: boolean;
  /**
   * Unset (the game): every new game's world has a random seed. A number only for tests and for replaying a
   * reported game: every new game then starts from that seed's world (the same commands, the same results).
   */
  newGameSeed: number | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...crossChecks(source),
  ];
  if (!parsed.success || problems.length) {
    const lines = problems.map((problem) => `  - ${problem}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    publicUrl,
    dataDir: env.DATA_DIR ?? 'data',
    logoDir: env.LOGO_DIR ?? 'assets/logos',
    contactTo: env.CONTACT_TO ?? 'contact@mainevent-mogul.local',
    mongodbUri: env.MONGODB_URI,
    redisUrl: env.REDIS_URL,
    publicAddress: env.PUBLIC_ADDRESS,
    email: {
      resendApiKey: env.RESEND_API_KEY,
      resendBaseUrl: env.RESEND_BASE_URL,
      from: env.EMAIL_FROM ?? 'Main Event Mogul <no-reply@mainevent-mogul.local>',
      // The dev outbox is active exactly when no Resend key is set.
      outbox: !env.RESEND_API_KEY,
    },
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
    admin: env.ADMIN_USER && env.ADMIN_PASSWORD ? { user: env.ADMIN_USER, password: env.ADMIN_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    secureCookies: publicUrl.startsWith('https://') || env.NODE_ENV === 'production',
    newGameRivals: env.NEW_GAME_RIVALS !== 'off',
    newGameSeed: env.NEW_GAME_SEED,
  };
}
