// Game rows of the embedded store (docs/persistence.md "SQLite tables"): slot summaries, snapshots and
// logged commands, to and from their columns.
import type { SQLInputValue } from 'node:sqlite';
import type { GameSnapshot, LoggedCommand, SaveSummary, SlotSummary } from '../port.ts';

export type Row = Record<string, SQLInputValue>;

const ms = (value: SQLInputValue): Date => new Date(Number(value));

export function toSummary(row: Row): SaveSummary {
  return {
    userId: String(row.user_id),
    slotNumber: Number(row.slot_number),
    federationName: String(row.federation_name),
    federationLogo: String(row.federation_logo),
    currentWeek: Number(row.current_week),
    currentMonth: String(row.current_month),
    currentYear: Number(row.current_year),
    funds: Number(row.funds),
    savedAt: ms(row.saved_at ?? 0),
  };
}

export const SUMMARY_COLUMNS =
  'user_id, slot_number, federation_name, federation_logo, current_week, current_month, current_year, funds, saved_at';

export function toSnapshot(row: Row): GameSnapshot {
  return {
    ...toSummary(row),
    gameId: String(row.game_id),
    seq: Number(row.seq),
    data: row.data as Uint8Array,
    version: Number(row.version),
  };
}

export function toCommand(row: Row): LoggedCommand {
  return {
    seq: Number(row.seq),
    name: String(row.name),
    payload: JSON.parse(String(row.payload)) as unknown,
    federationId: String(row.federation_id),
    at: Number(row.at),
    week: Number(row.week),
    ...(typeof row.request_id === 'string' ? { requestId: row.request_id } : {}),
  };
}

/** The summary columns' values in SUMMARY_COLUMNS order after user_id and slot_number (funds floored). */
export function summaryValues(summary: SlotSummary): SQLInputValue[] {
  return [
    summary.federationName,
    summary.federationLogo,
    summary.currentWeek,
    summary.currentMonth,
    summary.currentYear,
    Math.floor(summary.funds),
  ];
}
