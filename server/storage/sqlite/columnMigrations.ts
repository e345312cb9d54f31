// Columns added to tables after release: a file made by an older server gets them on start.
// SQLite's CREATE TABLE IF NOT EXISTS leaves an existing table as it is, so each added column is listed
// here too; ADD COLUMN of a nullable column is instant (no table rewrite) and older rows read NULL.
import type { DatabaseSync } from 'node:sqlite';

interface AddedColumn {
  table: string;
  column: string;
  /** The column's type and constraints as in schema.ts; nullable, so older rows need no value. */
  definition: string;
}

export const ADDED_COLUMNS: readonly AddedColumn[] = [
  // The password of the sign-up that sent a confirmation link (docs/accounts.md).
  { table: 'email_tokens', column: 'password_hash', definition: 'TEXT' },
  // A logged command's request id (docs/persistence.md): rows logged before it read NULL, no id.
  { table: 'game_commands', column: 'request_id', definition: 'TEXT' },
  // When Google proved a session's sign-in (docs/accounts.md "Deleting an account"): older sessions read NULL.
  { table: 'sessions', column: 'google_sign_in_at', definition: 'INTEGER' },
];

/** Adds every listed column a table lacks. Run after the schema; a second start finds nothing to do. */
export function addMissingColumns(db: DatabaseSync, columns: readonly AddedColumn[] = ADDED_COLUMNS): void {
  for (const { table, column, definition } of columns) {
    const existing = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: unknown }>;
    if (existing.some((row) => row.name === column)) continue;
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}
