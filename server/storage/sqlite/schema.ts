// Tables of the embedded store. Times are epoch milliseconds; booleans 0/1; lists JSON text.
export const SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  email_confirmed_at INTEGER,
  google_id TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  google_sign_in_at INTEGER -- when Google proved the sign-in (NULL: a password sign-in); added by columnMigrations.ts to older files
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions(expires_at);
CREATE TABLE IF NOT EXISTS email_tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  password_hash TEXT -- confirm: the sign-up's password, set on confirming (added by columnMigrations.ts to older files)
);
CREATE INDEX IF NOT EXISTS email_tokens_user ON email_tokens(user_id, kind);
CREATE TABLE IF NOT EXISTS profiles (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  music_muted INTEGER NOT NULL DEFAULT 0,
  muted_songs TEXT NOT NULL DEFAULT '[]'
);
-- A save slot holds one game: a summary for the slot list (kept current by every logged command), the
-- current snapshot and the previous good one (ids into game_snapshots), and the game's last logged seq.
-- The summary lives here, not on the snapshot, so a logged command updates a small row and never
-- rewrites a snapshot's blob. Layout and rules: docs/persistence.md "Storage".
CREATE TABLE IF NOT EXISTS game_slots (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_number INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  last_seq INTEGER NOT NULL,
  current_snapshot INTEGER NOT NULL,
  previous_snapshot INTEGER,
  federation_name TEXT NOT NULL,
  federation_logo TEXT NOT NULL,
  current_week INTEGER NOT NULL,
  current_month TEXT NOT NULL,
  current_year INTEGER NOT NULL,
  funds INTEGER NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, slot_number)
);
-- Snapshots: the world's JSON, gzip-compressed, as of command \`seq\` of game \`game_id\`, with the summary it
-- was written with. The blob is the last column, so reading the others never touches its pages.
CREATE TABLE IF NOT EXISTS game_snapshots (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_number INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  version INTEGER NOT NULL,
  federation_name TEXT NOT NULL,
  federation_logo TEXT NOT NULL,
  current_week INTEGER NOT NULL,
  current_month TEXT NOT NULL,
  current_year INTEGER NOT NULL,
  funds INTEGER NOT NULL,
  saved_at INTEGER NOT NULL,
  data BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS game_snapshots_slot ON game_snapshots(user_id, slot_number);
-- The command log: one row per accepted state-changing command, keyed (and so ordered) by seq per game.
CREATE TABLE IF NOT EXISTS game_commands (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_number INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  payload TEXT NOT NULL,
  federation_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  week INTEGER NOT NULL,
  -- The client's request id, when it sent one (NULL otherwise): a retry is answered, not run again.
  request_id TEXT,
  PRIMARY KEY (user_id, slot_number, game_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS active_save_slots (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  slot_number INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS contact_messages (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS email_outbox (
  id TEXT PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS email_outbox_created ON email_outbox(created_at);
`;
