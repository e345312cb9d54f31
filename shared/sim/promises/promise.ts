// A promise between a federation and one of its wrestlers (spec: Promise): a request the wrestler makes,
// answered by the promoter, then kept or broken by what happens before its deadline.
// The rules live beside it in promises/ (docs/rules/promises.md).

/** What a wrestler can ask for (the list is ours: docs/rules/promises.md "Requests"). */
export type PromiseType = 'championship_match';

export interface PromiseMetadata {
  /** True once the promoter accepted the request; an unaccepted promise has no morale effect and no message. */
  accepted: boolean;
  /** True for an ultimatum: declined or expired, the wrestler quits. */
  ultimatum: boolean;
  /** The title a championship-match promise is about. */
  championshipId?: string;
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
}
