// A joint show's income (spec §9 "Joint show"): (combined popularity x 1500 + up to 10000) x (1 + average
// match quality/10 x 0.5), shared by the revenue split. One function for the night (jointShowRun.ts draws
// the bonus and reads the card) and for the proposal's preview (the range before you confirm), so the
// figure the screen promises is the one the show pays.
import {
  JOINT_SHOW_BONUS_MAX,
  JOINT_SHOW_POPULARITY_MULTIPLIER,
  JOINT_SHOW_QUALITY_FACTOR,
} from '#shared/rules/diplomacy.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';

export interface JointShowIncomeInput {
  /** The two federations' popularity added (0-200 points). */
  combinedPopularity: number;
  /** The draw's bonus, USD (0 to JOINT_SHOW_BONUS_MAX). */
  bonus: number;
  /** The average rating of the card's matches, stars (0-10). */
  averageQuality: number;
}

export interface JointShowIncome {
  /** USD: the sum of the parts. */
  value: number;
  parts: Array<{ label: string; amount: number }>;
}

/** The show's whole income with its reasons; the parts sum to the value. */
export function jointShowIncome(input: JointShowIncomeInput): JointShowIncome {
  const popularity = roundMoney(input.combinedPopularity * JOINT_SHOW_POPULARITY_MULTIPLIER);
  const bonus = roundMoney(Math.min(JOINT_SHOW_BONUS_MAX, Math.max(0, input.bonus)));
  const quality = Math.min(10, Math.max(0, input.averageQuality));
  const qualityShare = (quality / 10) * JOINT_SHOW_QUALITY_FACTOR;
  const byQuality = roundMoney((popularity + bonus) * qualityShare);
  const parts = [
    { label: `Combined popularity ${formatPoints(input.combinedPopularity)} x $${formatUsdPlain(JOINT_SHOW_POPULARITY_MULTIPLIER)}`, amount: popularity },
    { label: `Draw bonus (up to $${formatUsdPlain(JOINT_SHOW_BONUS_MAX)})`, amount: bonus },
    { label: `Match quality ${quality.toFixed(1)} stars on average: +${Math.round(qualityShare * 1000) / 10}%`, amount: byQuality },
  ];
  return { value: roundMoney(popularity + bonus + byQuality), parts };
}

function formatPoints(points: number): string {
  // Popularity has two decimals: a sum such as 9.6 + 91.4 reads 101, not 101.0.
  const rounded = Math.round(points * 100) / 100;
  return String(rounded);
}

/** Each side's share of the income: the proposer's `split` percent (rounded to the cent), the partner the rest. */
export function splitJointIncome(value: number, proposerSplit: number): { proposer: number; partner: number } {
  const proposer = roundMoney((value * proposerSplit) / 100);
  return { proposer, partner: roundMoney(value - proposer) };
}

/**
 * What a federation with `share` percent can expect, USD: from the poorest night (no bonus, a 0-star card)
 * to the best (the whole bonus, a 10-star card), at today's popularity. The proposal screen shows it.
 */
export function jointShowIncomeRange(combinedPopularity: number, share: number): { min: number; max: number } {
  const low = jointShowIncome({ combinedPopularity, bonus: 0, averageQuality: 0 }).value;
  const high = jointShowIncome({ combinedPopularity, bonus: JOINT_SHOW_BONUS_MAX, averageQuality: 10 }).value;
  return { min: roundMoney((low * share) / 100), max: roundMoney((high * share) / 100) };
}

/** A joint show's income as the show's result keeps it: the figure with its reasons and who got what. */
export interface JointShowIncomeResult extends JointShowIncome {
  proposerId: string;
  partnerId: string;
  /** The proposer's share, percent. */
  split: number;
  proposerShare: number;
  partnerShare: number;
}
