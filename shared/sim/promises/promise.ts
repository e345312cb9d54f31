// A promise between a federation and one of its wrestlers (spec: Promise): a request the wrestler makes,
// answered by the promoter, then kept or broken by what happens before its deadline.
// The rules live beside it in promises/ (docs/rules/promises.md).

/** What a wrestler can ask for (the list is ours: docs/rules/promises.md "Requests"). */
export const PROMISE_TYPES = ['championship_match', 'main_event', 'raise', 'time_off', 'more_appearances'] as const;
export type PromiseType = (typeof PROMISE_TYPES)[number];

/** The request's name on the screens. */
export const PROMISE_TYPE_LABELS: Readonly<Record<PromiseType, string>> = {
  championship_match: 'Championship match',
  main_event: 'Main event',
  raise: 'A raise',
  time_off: 'Time off',
  more_appearances: 'More appearances',
};

export interface PromiseMetadata {
  /** True once the promoter accepted the request; an unaccepted promise has no morale effect and no message. */
  accepted: boolean;
  /** True for an ultimatum: declined or expired, the wrestler quits. */
  ultimatum: boolean;
  /** The title a championship-match promise is about. */
  championshipId?: string;
  /** What counts toward keeping it so far: appearances (more_appearances) or weeks rested in a row (time_off). */
  progress?: number;
}

/** How a promise ended: kept, broken (deadline passed or gone back on), declined, lapsed unanswered, or void (the wrestler left for another reason). */
export type PromiseOutcome = 'kept' | 'broken' | 'declined' | 'lapsed' | 'void';

export interface PromiseResolution {
  /** totalWeeksProgressed when it resolved. */
  week: number;
  outcome: PromiseOutcome;
  /** The morale it moved (0 for none). */
  moraleChange: number;
  /** True when the wrestler quit over it (an ultimatum). */
  quit: boolean;
}

export interface WrestlerPromise {
  id: string;
  /** The federation the wrestler asked. */
  federationId: string;
  wrestlerId: string;
  type: PromiseType;
  /** The request in the wrestler's words, shown in the inbox and on the promises page. */
  description: string;
  /** totalWeeksProgressed when it was made. */
  createdWeek: number;
  /** createdWeek + PROMISE_DEADLINE_WEEKS. */
  deadlineWeek: number;
  isFulfilled: boolean;
  isDeclined: boolean;
  metadata: PromiseMetadata;
  /** The request's message in the inbox (players' federations only). */
  messageId?: string;
  /** Null while open; how and when it ended. Each promise resolves once. */
  resolution: PromiseResolution | null;
}

/** Where a promise stands, as a message carrying it and the screens say it. */
export type PromiseState = 'open' | 'accepted' | PromiseOutcome;

export function promiseState(promise: WrestlerPromise): PromiseState {
  if (promise.resolution) return promise.resolution.outcome;
  return promise.metadata.accepted ? 'accepted' : 'open';
}

export function isOpenPromise(promise: WrestlerPromise): boolean {
  return promise.resolution === null;
}
