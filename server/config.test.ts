import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded default with no configuration', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 2567, publicUrl: 'http://localhost:2567', mongodbUri: undefined, google: undefined, admin: undefined });
    expect(config.email.outbox).toBe(true);
    expect(config.secureCookies).toBe(false);
  });

  it('uses MongoDB, Resend, Google and the monitor when configured', () => {
    const config = loadConfig({
      MONGODB_URI: 'mongodb://db:27017/mogul',
      RESEND_API_KEY: 're_x',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      ADMIN_USER: 'admin',
      ADMIN_PASSWORD: 'long-enough-password',
      PUBLIC_URL: 'https://mogul.example.com/',
    });
    expect(config.mongodbUri).toBe('mongodb://db:27017/mogul');
    expect(config.email.outbox).toBe(false);
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.admin).toEqual({ user: 'admin', password: 'long-enough-password' });
    expect(config.publicUrl).toBe('https://mogul.example.com');
    expect(config.secureCookies).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ MONGODB_URI: '', RESEND_API_KEY: ' ' }).email.outbox).toBe(true);
  });

  it('explains every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'abc', MONGODB_URI: 'postgres://x', GOOGLE_CLIENT_ID: 'only-id', PUBLIC_URL: 'nope' })).toThrow(
      /Invalid configuration:\n {2}- PORT: PORT must be a number\n {2}- PUBLIC_URL: PUBLIC_URL must be a full URL.*\n {2}- MONGODB_URI: MONGODB_URI must start with mongodb:\/\/.*\n {2}- GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither/,
    );
  });

  it('refuses production without RESEND_API_KEY unless the outbox is enabled on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/production needs RESEND_API_KEY.*DEV_OUTBOX=enabled/);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'enabled' }).email.outbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', RESEND_API_KEY: 're_x' }).email.outbox).toBe(false);
  });

  it('runs one process without Redis by default, and scales out on Redis when REDIS_URL is set', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, publicAddress: undefined });
    const config = loadConfig({ REDIS_URL: 'redis://cache:6379/0', PUBLIC_URL: 'https://mogul.example.com', PUBLIC_ADDRESS: 'mogul.example.com/p1' });
    expect(config).toMatchObject({ redisUrl: 'redis://cache:6379/0', publicAddress: 'mogul.example.com/p1' });
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache:6380', PORT: '2621', PUBLIC_ADDRESS: 'localhost:2621' })).toMatchObject({
      redisUrl: 'rediss://:secret@cache:6380',
      publicAddress: 'localhost:2621',
    });
  });

  it('explains a bad REDIS_URL or PUBLIC_ADDRESS', () => {
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/- REDIS_URL: REDIS_URL must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadConfig({ PUBLIC_ADDRESS: 'https://mogul.example.com/p1', PUBLIC_URL: 'https://mogul.example.com' })).toThrow(
      /- PUBLIC_ADDRESS: PUBLIC_ADDRESS is a host and optional port and path without a scheme, such as mogul.example.com\/p1/,
    );
    // Browsers send the session cookie to PUBLIC_URL's host only; the room's websocket needs it.
    expect(() => loadConfig({ PUBLIC_ADDRESS: 'node-1.mogul.example.com', PUBLIC_URL: 'https://mogul.example.com' })).toThrow(
      /- PUBLIC_ADDRESS: PUBLIC_ADDRESS must be on the host of PUBLIC_URL \(mogul.example.com\): browsers send the session cookie only there/,
    );
  });

  it('gives new games the rival federations unless NEW_GAME_RIVALS=off (measuring the lone world)', () => {
    expect(loadConfig({}).newGameRivals).toBe(true);
    expect(loadConfig({ NEW_GAME_RIVALS: 'on' }).newGameRivals).toBe(true);
    expect(loadConfig({ NEW_GAME_RIVALS: 'off' }).newGameRivals).toBe(false);
    expect(() => loadConfig({ NEW_GAME_RIVALS: 'no' })).toThrow(/- NEW_GAME_RIVALS: NEW_GAME_RIVALS must be on or off/);
  });

  it('starts every new game from NEW_GAME_SEED when set (tests, replaying a reported game), a random seed otherwise', () => {
    expect(loadConfig({}).newGameSeed).toBeUndefined();
    expect(loadConfig({ NEW_GAME_SEED: '0' }).newGameSeed).toBe(0);
    expect(loadConfig({ NEW_GAME_SEED: '4294967295' }).newGameSeed).toBe(4294967295);
    for (const bad of ['-1', '1.5', 'seven', '4294967296']) {
      expect(() => loadConfig({ NEW_GAME_SEED: bad })).toThrow(/- NEW_GAME_SEED: NEW_GAME_SEED must be a whole number from 0 to 4294967295/);
    }
  });
});
