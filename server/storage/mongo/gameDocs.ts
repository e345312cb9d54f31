// Game documents of the MongoDB store (docs/persistence.md "MongoDB collections"): slots, snapshots and
// logged commands, and the saves of release 0.3.1 that are migrated on start, to and from their fields.
import type { Binary, ObjectId } from 'mongodb';
import type { GameSnapshot, LoggedCommand, SaveSummary, SlotSummary } from '../port.ts';

/** A save as release 0.3.1 stored it (collection game_saves); only read to migrate it. */
export interface LegacySaveDoc {
  _id: ObjectId;
  userId: string;
  slotNumber: number;
  federationName: string;
  federationLogo: string;
  currentWeek: number;
  currentMonth: string;
  currentYear: number;
  funds: number;
  savedAt: Date;
  gameData: string;
  version: number;
}

/** The summary fields every game document carries. */
export interface SummaryFields {
  userId: string;
  slotNumber: number;
  federationName: string;
  federationLogo: string;
  currentWeek: number;
  currentMonth: string;
  currentYear: number;
  funds: number;
  savedAt: Date;
}

/** A save slot: the slot list's summary (moved by every logged command) and pointers to its snapshots. */
export interface SlotDoc extends SummaryFields {
  gameId: string;
  lastSeq: number;
  currentId: ObjectId;
  previousId: ObjectId | null;
}

export interface SnapshotDoc extends SummaryFields {
  _id: ObjectId;
  gameId: string;
  seq: number;
  version: number;
  data: Binary;
}

export interface CommandDoc {
  _id?: ObjectId;
  userId: string;
  slotNumber: number;
  gameId: string;
  seq: number;
  name: string;
  /** The payload's JSON text: it comes back exactly as written (BSON would turn -0, keys with '$', ...). */
  payload: string;
  federationId: string;
  at: number;
  week: number;
  /** The client's request id, when it sent one (absent otherwise). */
  requestId?: string;
}

export function toSummary(doc: SummaryFields): SaveSummary {
  return {
    userId: doc.userId,
    slotNumber: doc.slotNumber,
    federationName: doc.federationName,
    federationLogo: doc.federationLogo,
    currentWeek: doc.currentWeek,
    currentMonth: doc.currentMonth,
    currentYear: doc.currentYear,
    funds: doc.funds,
    savedAt: doc.savedAt,
  };
}

export const SUMMARY_PROJECTION = {
  _id: 0,
  userId: 1,
  slotNumber: 1,
  federationName: 1,
  federationLogo: 1,
  currentWeek: 1,
  currentMonth: 1,
  currentYear: 1,
  funds: 1,
  savedAt: 1,
} as const;

/** The summary fields of a game document (funds floored). */
export function summaryFields(userId: string, slotNumber: number, summary: SlotSummary, savedAt: Date): SummaryFields {
  return {
    userId,
    slotNumber,
    federationName: summary.federationName,
    federationLogo: summary.federationLogo,
    currentWeek: summary.currentWeek,
    currentMonth: summary.currentMonth,
    currentYear: summary.currentYear,
    funds: Math.floor(summary.funds),
    savedAt,
  };
}

export function toSnapshot(doc: SnapshotDoc): GameSnapshot {
  return {
    ...toSummary(doc),
    gameId: doc.gameId,
    seq: doc.seq,
    data: new Uint8Array(doc.data.read(0, doc.data.length())),
    version: doc.version,
  };
}

export function toCommand(doc: CommandDoc): LoggedCommand {
  return {
    seq: doc.seq,
    name: doc.name,
    payload: JSON.parse(doc.payload) as unknown,
    federationId: doc.federationId,
    at: doc.at,
    week: doc.week,
    ...(typeof doc.requestId === 'string' ? { requestId: doc.requestId } : {}),
  };
}
