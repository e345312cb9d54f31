// Reading a game's logged commands back from either adapter's rows or documents. A stored entry can be
// damaged (its payload text edited or cut, a column of the wrong type): the first one that cannot be read
// ends the read with DamagedCommandLog, carrying every entry before it, so a loader can recover that far
// and never fails on a parse error (docs/persistence.md "Damage").
import { DamagedCommandLog, type LoggedCommand } from './port.ts';

/** What is wrong with a converted entry, or null when its fields have the types LoggedCommand promises. */
function fieldProblem(entry: LoggedCommand): string | null {
  if (!Number.isSafeInteger(entry.seq) || entry.seq < 1) return `seq ${String(entry.seq)} is not a positive integer`;
  if (typeof entry.name !== 'string' || entry.name === '') return 'name is empty';
  if (typeof entry.federationId !== 'string' || entry.federationId === '') return 'federationId is empty';
  if (!Number.isFinite(entry.at)) return 'at is not a number';
  if (!Number.isFinite(entry.week)) return 'week is not a number';
  return null;
}

/**
 * Converts stored entries (already in seq order) with `convert`; throws DamagedCommandLog at the first one
 * that does not convert (its payload is not JSON) or converts to wrong types.
 */
export function readLoggedCommands<R extends { seq?: unknown }>(rows: readonly R[], convert: (row: R) => LoggedCommand): LoggedCommand[] {
  const entries: LoggedCommand[] = [];
  for (const row of rows) {
    let entry: LoggedCommand;
    try {
      entry = convert(row);
    } catch (error) {
      throw new DamagedCommandLog(Number(row.seq), entries, error instanceof Error ? error.message : String(error));
    }
    const problem = fieldProblem(entry);
    if (problem) throw new DamagedCommandLog(Number(row.seq), entries, problem);
    entries.push(entry);
  }
  return entries;
}
