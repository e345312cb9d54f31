// The computer-run federations' dealings with each other and with the player (our design: docs/rules/ai.md
// "Dealings", docs/rules/diplomacy.md "Offers and the computer's dealings"). A promoter lists what it could
// do with each other running federation (a rumour, a media war, a poach, an alliance, a loan, a joint
// show...), each with a need (0-1) read from its situation and the relationship, weighs them by its
// personality and takes at most one a week, through the same commands a player sends. Every figure is
// a named constant with its unit and why.
import { AI_REVENUE_SHARE, type AiPersonality } from './ai.ts';

/** The dealings a promoter may choose (each one command, or an offer when the other side is a player's). */
export const AI_DEALING_KINDS = ['spreadRumours', 'counterProgramming', 'mediaWar', 'poach', 'raid', 'alliance', 'crossPromotion', 'tradeAgreement', 'lend', 'borrow', 'jointShow'] as const;
export type AiDealingKind = (typeof AI_DEALING_KINDS)[number];

/** The dealings that hurt the other side: a federation hit by one is more likely to answer with one. */
export const AI_HOSTILE_DEALINGS: readonly AiDealingKind[] = ['spreadRumours', 'counterProgramming', 'mediaWar', 'poach', 'raid'];

/**
 * Dealings a promoter takes a week, at most: one. The world has up to five promoters; one each keeps the
 * business lively (a feud or a friendship somewhere most weeks) without the player's inbox filling up.
 */
export const AI_DEALINGS_PER_WEEK = 1;

/**
 * A dealing is taken only when its utility (need x personality weight + noise, unitless) reaches this.
 * Higher than the promoter's other choices' (rules/ai.ts AI_ACTION_MIN_UTILITY 0.25): a dealing is a
 * gesture toward another federation, made when the situation calls for it, not whenever money allows.
 */
export const AI_DEALING_MIN_UTILITY = 0.6;

/**
 * Weeks a promoter rests after a dealing before it makes another with anyone (weeks): a promoter is one
 * voice among several, and a dealing every week from each would drown the news.
 */
export const AI_DEALING_REST_WEEKS = 3;

/**
 * Weeks before a promoter deals again with the same federation (weeks, the per-pair cooldown): about four
 * months, so no federation, the player least of all, is hit or courted by the same rival month after month:
 * an aggressive rival's rumours and media wars every two months cost a rising player more popularity than
 * its shows could win back.
 */
export const AI_DEALING_PAIR_COOLDOWN_WEEKS = 16;

/**
 * Dealings one federation receives from the computer-run federations in a week, at most: one. Each
 * promoter keeps its own cooldowns; this keeps several from landing on the same target in one week.
 */
export const AI_DEALINGS_RECEIVED_PER_WEEK = 1;

/**
 * How long a hostile dealing is remembered for retaliation (weeks): a promoter hit within this many weeks
 * is more likely to answer the one who hit it (AI_RETALIATION_NEED on its hostile dealings against them).
 */
export const AI_RETALIATION_WEEKS = 8;
/** Added to the need (0-1) of a hostile dealing against the federation that hit the promoter lately. */
export const AI_RETALIATION_NEED = 0.35;

/**
 * How much each personality weighs each dealing (multiplies the need, 0-1). Aggressive: rumours,
 * counter-programming, media wars and poaching (a raid rarely). Cooperative: joint shows, loans, alliances
 * and cross-promotion. Defensive: trade agreements and alliances, little else. Chaotic: anything, with a
 * lot of noise (AI_DEALING_NOISE). Borrowing and joint shows for the money are what any struggling
 * promoter does, so every personality weighs them.
 */
export const AI_DEALING_WEIGHTS: Readonly<Record<AiPersonality, Readonly<Record<AiDealingKind, number>>>> = {
  aggressive: { spreadRumours: 1.3, counterProgramming: 1.0, mediaWar: 1.2, poach: 1.3, raid: 0.8, alliance: 0.3, crossPromotion: 0.4, tradeAgreement: 0.3, lend: 0.4, borrow: 0.9, jointShow: 0.6 },
  cooperative: { spreadRumours: 0.1, counterProgramming: 0.1, mediaWar: 0.1, poach: 0.2, raid: 0, alliance: 1.2, crossPromotion: 1.1, tradeAgreement: 0.8, lend: 1.1, borrow: 1.0, jointShow: 1.3 },
  defensive: { spreadRumours: 0.1, counterProgramming: 0.4, mediaWar: 0.1, poach: 0.2, raid: 0, alliance: 1.1, crossPromotion: 0.6, tradeAgreement: 1.3, lend: 0.6, borrow: 1.0, jointShow: 0.8 },
  chaotic: { spreadRumours: 0.8, counterProgramming: 0.8, mediaWar: 0.8, poach: 0.8, raid: 0.5, alliance: 0.8, crossPromotion: 0.8, tradeAgreement: 0.8, lend: 0.8, borrow: 0.8, jointShow: 0.8 },
};

/** The seeded noise added to each dealing's utility: uniform in [0, this) (unitless); chaotic's is wide. */
export const AI_DEALING_NOISE: Readonly<Record<AiPersonality, number>> = { aggressive: 0.1, cooperative: 0.1, defensive: 0.1, chaotic: 0.4 };

/**
 * The needs (0-1) of each dealing, before the personality's weight: a base (the dealing's appeal when
 * nothing calls for it) plus what the situation adds. `hostility` is -relationship / 100 (0 at neutral
 * and better, 1 at -100), `friendship` relationship / 100 (0 at neutral and worse), `rivalry` how close
 * the other stands in popularity (1 at the same, 0 at AI_RIVALRY_POPULARITY_SPAN points apart or more).
 */
export const AI_DEALING_NEED = {
  spreadRumours: { base: 0.15, hostility: 0.35, rivalry: 0.2 },
  counterProgramming: { base: 0.1, hostility: 0.3, rivalry: 0.2 },
  mediaWar: { base: 0.1, hostility: 0.4, rivalry: 0.2 },
  /** Plus `better` x the wrestler's rating over the poacher's roster average, as a share of the average. */
  poach: { base: 0.1, hostility: 0.3, better: 1.5 },
  /** Only between hostile federations, and only when rich (AI_RAID_RICH_WEEKS). */
  raid: { base: 0.3, hostility: 0.4 },
  alliance: { base: 0.3, friendship: 0.5 },
  crossPromotion: { base: 0.3, friendship: 0.4 },
  tradeAgreement: { base: 0.35, friendship: 0.4 },
  /** Plus `needy` when the lender's funds are under AI_LOAN_NEEDY_FUNDS (rules/loans.ts): the fee pays wages. */
  lend: { base: 0.35, friendship: 0.3, needy: 0.25 },
  /** Plus `short` x the places missing to its roster target, as a share of the target, and `broke` when struggling. */
  borrow: { base: 0.25, short: 2, broke: 0.25 },
  /** Plus `broke` when the proposer is struggling (rules/diplomacy.ts JOINT_SHOW_STRUGGLING_FUNDS): a joint show is money. */
  jointShow: { base: 0.3, friendship: 0.4, broke: 0.35 },
} as const;

/**
 * Taken off the need (0-1) of the dealing a promoter made last time (any federation): a promoter varies
 * its moves, so an aggressive one mixes rumours with media wars and poaching instead of repeating its
 * cheapest blow.
 */
export const AI_DEALING_REPEAT_NEED_CUT = 0.3;

/** Popularity points apart at which two federations stop being rivals for the same fans (AI_DEALING_NEED rivalry). */
export const AI_RIVALRY_POPULARITY_SPAN = 30;

/**
 * A talent raid ($50,000 plus salaries) only when the raider's funds after it still pay this many weeks
 * of its payroll (weeks): a raid is a rich, hostile promoter's blow, never a gamble with its wages.
 */
export const AI_RAID_RICH_WEEKS = 40;

/**
 * A poached or raided wrestler must be rated at least this share of the taker's roster average (1 = as
 * good as its average hand): it pays 2.5 x salary and loses popularity for them, so only a gain is worth it.
 */
export const AI_POACH_MIN_RATING_SHARE = 1.1;

/**
 * Weeks a promoter asks for in a loan (weeks): a month, one of the loan's allowed lengths (rules/loans.ts
 * 1-12), enough shows to fill a short roster while it signs.
 */
export const AI_LOAN_WEEKS = 4;

/**
 * Wrestlers a promoter considers lending a week, its weakest first that are still above its
 * AI_ROSTER_SIZE.min (its spares): quoting every wrestler with every rival would cost the week for little.
 */
export const AI_LOAN_SPARES_QUOTED = 2;

/**
 * The proposer's share of a joint show a promoter asks (whole percent): the spec's AI revenue share (rules/ai.ts
 * AI_REVENUE_SHARE, 60%), fair enough that a rival often agrees and a player sees what a computer asks.
 */
export const AI_JOINT_SHOW_SPLIT_PERCENT = Math.round(AI_REVENUE_SHARE * 100);

/**
 * A computer-run proposer asks for the earliest week a joint show may be held (rules/diplomacy.ts
 * JOINT_SHOW_WEEKS_AHEAD): it proposes when it needs the night.
 */
export const AI_JOINT_SHOW_WEEKS_AHEAD = 2;

/** A promoter proposes a joint show only while it would be accepted at least this often (0-1, diplomacy/jointShowTerms.ts acceptanceOf): a likely no is not worth the ask. */
export const AI_JOINT_SHOW_MIN_CHANCE = 0.4;
