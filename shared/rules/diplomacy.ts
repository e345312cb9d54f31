// Dealings between federations (spec: simulation §3 Relationship, Loan, Joint show proposal, Rivalry action;
// §4 Loan out, Joint show, Rivalry actions, Relationship status; §5 funds and loan checks, clamps; §9 the
// figures). The spec's figures are kept exactly; where it is silent the design is ours and is written in
// docs/rules/diplomacy.md. The screens preview with these figures and the commands charge them.
import { formatUsdPlain } from './money.ts';

/** A relationship score's range (spec §5 clamps). */
export const RELATIONSHIP_MIN = -100;
export const RELATIONSHIP_MAX = 100;
/** At or below this the pair is hostile (spec §4). */
export const RELATIONSHIP_HOSTILE_AT = -50;
/** At or above this the pair is allied (spec §4). */
export const RELATIONSHIP_ALLIED_AT = 50;
/** Changes kept with a relationship, newest last (spec §3: the last 10). */
export const RELATIONSHIP_HISTORY_KEPT = 10;

export type RelationshipStatus = 'hostile' | 'neutral' | 'allied';

/** What moves a relationship, and by how much (spec §9 "Relationship changes"). */
export const RELATIONSHIP_CHANGES = {
  spreadRumours: -15,
  counterProgramming: -10,
  mediaWar: -20,
  alliance: 20,
  crossPromotion: 15,
  tradeAgreement: 10,
  loanOut: 5,
  jointShowProposal: 5,
  jointShowCompleted: 10,
  poach: -25,
  raid: -35,
} as const;
export type RelationshipChangeKind = keyof typeof RELATIONSHIP_CHANGES;

/** The rivalry actions a federation takes against (or with) another, in the order the screens list them. */
export const RIVALRY_ACTION_KINDS = ['spreadRumours', 'counterProgramming', 'mediaWar', 'alliance', 'crossPromotion', 'tradeAgreement'] as const;
export type RivalryActionKind = (typeof RIVALRY_ACTION_KINDS)[number];

export interface RivalryActionRule {
  /** The spec's action_type, for messages and saves read by people. */
  specName: string;
  /** Shown on buttons and in lists. */
  label: string;
  /** Base cost, USD (spec §9); funds must be at least this (spec §5). */
  cost: number;
  /** Weeks it stays active (spec §9); 0 for an action that acts once, at once. */
  weeks: number;
}

/** Spec §9 "Rivalry actions" (base cost, duration). */
export const RIVALRY_ACTIONS: Readonly<Record<RivalryActionKind, RivalryActionRule>> = {
  spreadRumours: { specName: 'spread_rumors', label: 'Spread rumours', cost: 10_000, weeks: 0 },
  counterProgramming: { specName: 'counter_program', label: 'Counter-programming', cost: 5_000, weeks: 4 },
  mediaWar: { specName: 'media_war', label: 'Media war', cost: 25_000, weeks: 4 },
  alliance: { specName: 'alliance', label: 'Alliance', cost: 5_000, weeks: 12 },
  crossPromotion: { specName: 'cross_promotion', label: 'Cross-promotion', cost: 3_000, weeks: 4 },
  tradeAgreement: { specName: 'trade_agreement', label: 'Trade agreement', cost: 2_000, weeks: 8 },
};

/** Spread rumours (spec §9): succeeds with this chance. */
export const RUMOUR_SUCCESS_CHANCE = 0.7;
/** On success the target loses this much popularity, drawn uniformly (inclusive). */
export const RUMOUR_TARGET_LOSS_MIN = 2;
export const RUMOUR_TARGET_LOSS_MAX = 5;
/** On failure the rumour backfires: the one who spread it loses this much popularity. */
export const RUMOUR_BACKFIRE_LOSS = 3;

/** Counter-programming (spec §4): each week both the initiator and the target lose this much popularity. */
export const COUNTER_PROGRAMMING_WEEKLY_LOSS = 1;
/** Media war (spec §4): each week the initiator gains this and the target loses MEDIA_WAR_TARGET_WEEKLY_LOSS. */
export const MEDIA_WAR_WEEKLY_GAIN = 0.5;
export const MEDIA_WAR_TARGET_WEEKLY_LOSS = 1;
/** Alliance (spec §4): each week the initiator gains this much popularity. */
export const ALLIANCE_WEEKLY_GAIN = 0.3;

/** Poach (spec §9): the price is this many times the wrestler's weekly salary, on a contract of POACH_CONTRACT_WEEKS. */
export const POACH_SALARY_MULTIPLIER = 2.5;
export const POACH_CONTRACT_WEEKS = 52;
/** Popularity lost by the poacher and by the federation poached from (spec §9). */
export const POACH_POPULARITY_LOSS = 2;
export const POACH_TARGET_POPULARITY_LOSS = 5;

/** Talent raid (spec §9): base cost, USD, plus the raided wrestlers' salaries; 2-3 wrestlers. */
export const RAID_BASE_COST = 50_000;
export const RAID_MIN_WRESTLERS = 2;
export const RAID_MAX_WRESTLERS = 3;
/** Popularity lost by the raider and by the federation raided (spec §9). */
export const RAID_POPULARITY_LOSS = 3;
export const RAID_TARGET_POPULARITY_LOSS = 8;

/** Loan fee (spec §9): USD a week per total skill point. */
export const LOAN_FEE_PER_SKILL_POINT = 2;
/** Allied pairs pay this share less (spec §9: 20% less at relationship 50 or more). */
export const LOAN_FEE_ALLIED_DISCOUNT = 0.2;
/** Hostile pairs pay this share more (spec §9: 50% more at relationship -50 or less). */
export const LOAN_FEE_HOSTILE_SURCHARGE = 0.5;

/** Joint show types (spec §9) and the matches each holds. */
export const JOINT_SHOW_TYPES = ['supershow', 'invasion', 'charity', 'tournament'] as const;
export type JointShowType = (typeof JOINT_SHOW_TYPES)[number];
export const JOINT_SHOW_MATCHES: Readonly<Record<JointShowType, number>> = { supershow: 5, invasion: 4, charity: 4, tournament: 4 };
/** Joint show venue (spec §4): the Joint Event Arena, 15,000 seats at $50. */
export const JOINT_EVENT_ARENA_NAME = 'Joint Event Arena';
export const JOINT_EVENT_ARENA_CAPACITY = 15_000;
export const JOINT_SHOW_TICKET_PRICE = 50;
/** An accepted joint show is held this many weeks after it was agreed (spec §4). */
export const JOINT_SHOW_WEEKS_AHEAD = 2;
/** Joint show income (spec §9): (combined popularity x this + up to JOINT_SHOW_BONUS_MAX) x (1 + quality/10 x JOINT_SHOW_QUALITY_FACTOR). */
export const JOINT_SHOW_POPULARITY_MULTIPLIER = 1_500;
export const JOINT_SHOW_BONUS_MAX = 10_000;
export const JOINT_SHOW_QUALITY_FACTOR = 0.5;

/**
 * An offer to a player (a computer-run federation's loan request, joint show proposal or alliance offer) may
 * be answered in the week it arrives and the next, in weeks: long enough to read it after a Next Week, short
 * enough that the one who asked is not left waiting on a show or a roster it needs now.
 */
export const OFFER_OPEN_WEEKS = 2;

/** The joint show rejection (spec §8), word for word. */
export const JOINT_SHOW_REJECTION = 'The AI federation rejected the proposal, may want better terms or is not interested in this type. Rumours can backfire.';

/**
 * Refusals the spec words (spec §8 "Action messages"); the cost as every money refusal of the game shows it
 * ("$12,500": ledger/payments.ts insufficientFunds, which rivalry actions use).
 */
export const insufficientForPoach = (cost: number): string => `Insufficient funds. Poaching costs $${formatUsdPlain(cost)}`;
export const insufficientForRaid = (cost: number): string => `Insufficient funds. Talent raid costs $${formatUsdPlain(cost)}`;
export const WRESTLER_NOT_FOUND = 'Wrestler not found.';

// ---- Joint shows: our design where the spec is silent (docs/rules/diplomacy.md "Joint shows") ----

/**
 * The proposer's share of the income, in whole percent, from JOINT_SHOW_SPLIT_MIN to JOINT_SHOW_SPLIT_MAX:
 * a joint show with nothing in it for one side is not a deal, so neither side may take it all.
 */
export const JOINT_SHOW_SPLIT_MIN = 10;
export const JOINT_SHOW_SPLIT_MAX = 90;
/** The split the screen starts from: even halves (percent). */
export const JOINT_SHOW_EVEN_SPLIT = 50;
/**
 * The latest week a joint show may be proposed for, in weeks from now (the earliest is
 * JOINT_SHOW_WEEKS_AHEAD): two months, as far as shows are booked ahead (rules/shows.ts SHOW_MAX_WEEKS_AHEAD).
 */
export const JOINT_SHOW_MAX_WEEKS_AHEAD = 8;
/** A rejected proposal closes the door to the same rival for this many weeks (else proposing again and again would buy +5 relationship each time for free). */
export const JOINT_SHOW_RETRY_WEEKS = 4;

/** The acceptance chance before its factors (0-1): a neutral rival at an even split of a show it neither likes nor dislikes says yes one time in two. */
export const JOINT_SHOW_ACCEPT_BASE = 0.5;
/** Each relationship point moves the chance by this much (so -0.25 at -50 and +0.25 at 50, the hostile and allied thresholds). */
export const JOINT_SHOW_ACCEPT_PER_RELATIONSHIP_POINT = 0.005;
/** Each percentage point the proposer asks over an even split lowers the chance by this much (and each point under it raises it): 90% for yourself costs 0.4. */
export const JOINT_SHOW_ACCEPT_PER_SPLIT_POINT = 0.01;
/** How much each personality likes each type (added to the chance): a cooperative promoter loves a charity night, an aggressive one an invasion, a defensive one dislikes being invaded, a chaotic one loves a tournament. */
export const JOINT_SHOW_TYPE_FIT: Readonly<Record<'aggressive' | 'cooperative' | 'defensive' | 'chaotic', Readonly<Record<JointShowType, number>>>> = {
  aggressive: { supershow: 0.05, invasion: 0.15, charity: -0.15, tournament: 0.1 },
  cooperative: { supershow: 0.1, invasion: -0.1, charity: 0.2, tournament: 0.05 },
  defensive: { supershow: 0.05, invasion: -0.2, charity: 0.1, tournament: 0 },
  chaotic: { supershow: 0, invasion: 0.1, charity: -0.05, tournament: 0.15 },
};
/** A federation whose funds are under this (USD) is struggling: it welcomes any income... */
export const JOINT_SHOW_STRUGGLING_FUNDS = 25_000;
/** ...by this much on the chance, and a charity night (goodwill it cannot buy) by JOINT_SHOW_STRUGGLING_CHARITY on top. */
export const JOINT_SHOW_STRUGGLING_BONUS = 0.1;
export const JOINT_SHOW_STRUGGLING_CHARITY = 0.1;
/** The chance never leaves this range: no rival is certain to say yes or no. */
export const JOINT_SHOW_ACCEPT_MIN = 0.05;
export const JOINT_SHOW_ACCEPT_MAX = 0.95;

export const JOINT_SHOW_TYPE_LABELS: Readonly<Record<JointShowType, string>> = {
  supershow: 'Supershow',
  invasion: 'Invasion',
  charity: 'Charity show',
  tournament: 'Tournament quarter-finals',
};
/** The type inside a sentence ("proposed a tournament to ..."). */
export const JOINT_SHOW_TYPE_PHRASES: Readonly<Record<JointShowType, string>> = {
  supershow: 'a supershow',
  invasion: 'an invasion',
  charity: 'a charity show',
  tournament: 'a tournament',
};
/** The joint show's name on the host's show list: "<this> with <the other federation>". */
export const JOINT_SHOW_NIGHT_NAMES: Readonly<Record<JointShowType, string>> = {
  supershow: 'Supershow',
  invasion: 'Invasion Night',
  charity: 'Charity Night',
  tournament: 'Tournament Night',
};
/** What each type's card is, in a line for the screens. */
export const JOINT_SHOW_TYPE_CARDS: Readonly<Record<JointShowType, string>> = {
  supershow: '5 singles matches, the two rosters mixed',
  invasion: '4 singles matches, one federation against the other',
  charity: '4 singles matches for a good cause',
  tournament: '4 quarter-final matches for the top 8 wrestlers of both rosters',
};

// ---- Rivalry actions: our design where the spec is silent (docs/rules/diplomacy.md "Rivalry actions") ----

/**
 * Cross-promotion (spec: $3,000, 4 weeks, effect not given): each week both federations gain this much
 * popularity. 0.6 over its 4 weeks for $3,000 keeps it level with the cheapest campaign (the Social Media
 * Blitz: +1 for $4,000, half of which fades), so bought goodwill never beats the shows.
 */
export const CROSS_PROMOTION_WEEKLY_GAIN = 0.15;
/**
 * Trade agreement (spec: $2,000, 8 weeks, effect not given): each week both federations receive this much,
 * USD (shared merchandise and equipment deals). 8 x $150 = $1,200 is less than its $2,000: the one who signs
 * it buys goodwill (+10 relationship) and a little money back, never a profit.
 */
export const TRADE_AGREEMENT_WEEKLY_INCOME = 150;
/** The running actions that help both sides: refused with a hostile federation, and while a hostile one runs between the pair. */
export const COOPERATIVE_ACTIONS: readonly RivalryActionKind[] = ['alliance', 'crossPromotion', 'tradeAgreement'];
/** The running actions that hurt the target: refused while a cooperative action runs between the pair. */
export const HOSTILE_RUNNING_ACTIONS: readonly RivalryActionKind[] = ['counterProgramming', 'mediaWar'];
/** What each action does, in a sentence the screens show before the player confirms. */
export const RIVALRY_ACTION_EFFECTS: Readonly<Record<RivalryActionKind, string>> = {
  spreadRumours: `${Math.round(RUMOUR_SUCCESS_CHANCE * 100)}% chance the target loses ${RUMOUR_TARGET_LOSS_MIN}-${RUMOUR_TARGET_LOSS_MAX} popularity; otherwise the rumours backfire and you lose ${RUMOUR_BACKFIRE_LOSS}.`,
  counterProgramming: `For 4 weeks you and the target each lose ${COUNTER_PROGRAMMING_WEEKLY_LOSS} popularity a week.`,
  mediaWar: `For 4 weeks you gain ${MEDIA_WAR_WEEKLY_GAIN} popularity a week and the target loses ${MEDIA_WAR_TARGET_WEEKLY_LOSS}.`,
  alliance: `For 12 weeks you gain ${ALLIANCE_WEEKLY_GAIN} popularity a week.`,
  crossPromotion: `For 4 weeks you and the partner each gain ${CROSS_PROMOTION_WEEKLY_GAIN} popularity a week.`,
  tradeAgreement: `For 8 weeks you and the partner each receive $${TRADE_AGREEMENT_WEEKLY_INCOME} a week.`,
};
/** What a running action does, as the federation it was taken against reads it (the screens of the target). */
export const RIVALRY_ACTION_EFFECTS_ON_TARGET: Readonly<Record<RivalryActionKind, string>> = {
  spreadRumours: `${Math.round(RUMOUR_SUCCESS_CHANCE * 100)}% chance you lose ${RUMOUR_TARGET_LOSS_MIN}-${RUMOUR_TARGET_LOSS_MAX} popularity; otherwise the rumours backfire on them.`,
  counterProgramming: `For 4 weeks you and they each lose ${COUNTER_PROGRAMMING_WEEKLY_LOSS} popularity a week.`,
  mediaWar: `For 4 weeks you lose ${MEDIA_WAR_TARGET_WEEKLY_LOSS} popularity a week and they gain ${MEDIA_WAR_WEEKLY_GAIN}.`,
  alliance: `For 12 weeks they gain ${ALLIANCE_WEEKLY_GAIN} popularity a week.`,
  crossPromotion: `For 4 weeks you and they each gain ${CROSS_PROMOTION_WEEKLY_GAIN} popularity a week.`,
  tradeAgreement: `For 8 weeks you and they each receive $${TRADE_AGREEMENT_WEEKLY_INCOME} a week.`,
};
/** The sentence a failed rumour leaves (spec §8: "Rumours can backfire"). */
export const RUMOURS_BACKFIRED = 'Rumours can backfire.';

// ---- Poaching and talent raids: our design (docs/rules/diplomacy.md "Poaching and talent raids") ----

/**
 * A wrestler signed or renewed fewer than this many weeks ago cannot be poached or raided: a new contract is
 * a fresh commitment, and without it a rival could take the star the player just paid a bonus for.
 */
export const POACH_SETTLED_WEEKS = 4;
/**
 * The federation poached from keeps at least this many wrestlers: a poach or a raid that would leave it
 * fewer is refused, so no dealing can empty a roster (two matches still make a show). Below the computer-run
 * federations' smallest roster (rules/ai.ts AI_ROSTER_SIZE), so a small rival can still be poached from.
 */
export const POACH_TARGET_MIN_ROSTER = 4;
/** Morale (0-100) below which a poached wrestler leaves gladly: unhappy where they are. */
export const POACH_UNHAPPY_MORALE = 40;
/** Morale at or above which a wrestler leaves only grudgingly: happy where they were. */
export const POACH_HAPPY_MORALE = 70;
/** Morale gained by a wrestler who leaves gladly (a new start), and lost by one who leaves grudgingly. */
export const POACH_GLAD_MORALE_GAIN = 10;
export const POACH_GRUDGING_MORALE_LOSS = 10;
