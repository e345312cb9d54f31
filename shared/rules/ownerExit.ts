// An AI promotion's owner who retires and closes it (our design;
// docs/rules/ai.md "AI federations"). The spec's five shutdown rules reach only a promotion that is small,
// broke or losing: a promoter content with its popularity (AI_AMBITION_BY_TIER) settles above every one of
// their lines, so from the fourth year the scene froze (docs/balance.md "The frozen AI world"). Real
// promotions also end when their owners walk away: after its first years an AI federation's owner retires
// with a small chance each week, whatever its figures, its wrestlers become free agents and, under five
// active, a new federation may emerge in its place (spec §9 emergence).

/** Weeks from its founding before an owner may retire: the founding shake-out is the spec's rules' own. */
export const OWNER_RETIREMENT_AFTER_WEEKS = 4 * 52;

/**
 * Chance a week (0-1) that the owner of an AI federation past OWNER_RETIREMENT_AFTER_WEEKS retires and closes
 * it: about 10% a year (1 - (1 - 0.002)^52 = 9.9%), so five established rivals lose one every two years
 * on average and a promotion's expected life after its fourth year is about ten more years.
 */
export const OWNER_RETIREMENT_CHANCE_PER_WEEK = 0.002;

/**
 * An owner retires and closes the doors only while at least this many AI federations are active (counted
 * as the week's closures happen): in a thin scene a retiring owner finds a buyer, and the promotion carries
 * on as it is. Random retirements in a row could otherwise take a scene of four down to two in a month,
 * faster than the spec's emergence (15% a week) refills it. Federations, inclusive.
 */
export const OWNER_RETIREMENT_MIN_ACTIVE = 4;

/** Why it closed, for the news and the company page (one sentence, no full stop). */
export function ownerRetirementReason(yearsActive: number): string {
  return `Its owner retired after ${yearsActive} years and closed the doors`;
}
