// The inbox's message kinds and how each is treated (our design, docs/rules/game.md "The inbox"). The spec
// names the kinds show_results, injury_report, wrestler_departure, promise_resolution,
// contract_expiry_warning, contract_expiry_release, federation_interaction "and others"; the others here
// split what used to be "general" so every message can be filtered by what it is about.
//
// A kind either needs the player's attention (it arrives unread and counts toward the unread badge) or is
// routine (it arrives already read: the week report groups it, the inbox keeps it under its filter).
// Show results are routine: a weekly show would otherwise add one unread message a week, and the player
// already saw the night live and gets every result again in the week report.

export const MESSAGE_TYPES = [
  'welcome',
  'show_results',
  'injury_report',
  'wrestler_departure',
  'promise_resolution',
  'promise_request',
  'contract_expiry_warning',
  'contract_expiry_release',
  'federation_interaction',
  'tv_offer',
  'tv_warning',
  'tv_deal_cancelled',
  'tv_renewal',
  'payroll_missed',
  'bank_loan',
  'show_cancelled',
  'show_not_booked',
  'general',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** What a message is about: the type filters of /messages. */
export const MESSAGE_CATEGORIES = ['results', 'roster', 'shows', 'tv', 'finance', 'other'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export interface MessageKind {
  /** The short label on the message. */
  label: string;
  category: MessageCategory;
  /** True: arrives unread and counts toward the badge. False: routine, arrives read. */
  needsAttention: boolean;
}

/** The one classification of every message kind. */
export const MESSAGE_KINDS: Readonly<Record<MessageType, MessageKind>> = {
  welcome: { label: 'Welcome', category: 'other', needsAttention: true },
  show_results: { label: 'Show result', category: 'results', needsAttention: false },
  injury_report: { label: 'Injury', category: 'roster', needsAttention: true },
  wrestler_departure: { label: 'Departure', category: 'roster', needsAttention: true },
  promise_resolution: { label: 'Promise', category: 'roster', needsAttention: true },
  promise_request: { label: 'Request', category: 'roster', needsAttention: true },
  contract_expiry_warning: { label: 'Contract expiring', category: 'roster', needsAttention: true },
  contract_expiry_release: { label: 'Contract ended', category: 'roster', needsAttention: true },
  federation_interaction: { label: 'Federations', category: 'other', needsAttention: true },
  tv_offer: { label: 'TV offer', category: 'tv', needsAttention: true },
  tv_warning: { label: 'TV warning', category: 'tv', needsAttention: true },
  tv_deal_cancelled: { label: 'TV deal cancelled', category: 'tv', needsAttention: true },
  tv_renewal: { label: 'TV renewal', category: 'tv', needsAttention: true },
  payroll_missed: { label: 'Missed payroll', category: 'finance', needsAttention: true },
  bank_loan: { label: 'Bank loan', category: 'finance', needsAttention: true },
  show_cancelled: { label: 'Show cancelled', category: 'shows', needsAttention: true },
  show_not_booked: { label: 'Show not booked', category: 'shows', needsAttention: true },
  general: { label: 'News', category: 'other', needsAttention: true },
};

function kindOf(type: string): MessageKind | undefined {
  return Object.hasOwn(MESSAGE_KINDS, type) ? MESSAGE_KINDS[type as MessageType] : undefined;
}

/** A kind this version does not know (from a newer save) asks for attention rather than hiding. */
export function needsAttention(type: string): boolean {
  return kindOf(type)?.needsAttention ?? true;
}

export function messageCategory(type: string): MessageCategory {
  return kindOf(type)?.category ?? 'other';
}

export function messageLabel(type: string): string {
  return kindOf(type)?.label ?? 'News';
}

/** The filters of /messages, in order: what needs attention (the default), everything, then each category. */
export const MESSAGE_FILTERS = ['attention', 'all', ...MESSAGE_CATEGORIES] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const MESSAGE_FILTER_LABELS: Readonly<Record<MessageFilter, string>> = {
  attention: 'Needs attention',
  all: 'All',
  results: 'Results',
  roster: 'Roster',
  shows: 'Shows',
  tv: 'TV',
  finance: 'Finance',
  other: 'Other',
};

export function isMessageFilter(value: string | null | undefined): value is MessageFilter {
  return (MESSAGE_FILTERS as readonly string[]).includes(value ?? '');
}

export function matchesMessageFilter(type: string, filter: MessageFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'attention') return needsAttention(type);
  return messageCategory(type) === filter;
}
