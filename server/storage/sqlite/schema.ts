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
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions(expires_at);
CREATE TABLE IF NOT EXISTS email_tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS email_tokens_user ON email_tokens(user_id, kind);
CREATE TABLE IF NOT EXISTS profiles (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  music_muted INTEGER NOT NULL DEFAULT 0,
  muted_songs TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE IF NOT EXISTS game_saves (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_number INTEGER NOT NULL,
  federation_name TEXT NOT NULL,
  federation_logo TEXT NOT NULL,
  current_week INTEGER NOT NULL,
  current_month TEXT NOT NULL,
  current_year INTEGER NOT NULL,
  funds INTEGER NOT NULL,
  game_data TEXT NOT NULL,
  version INTEGER NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, slot_number)
);
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
