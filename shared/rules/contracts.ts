// Contract terms (spec: simulation §4 "Signing", "Release"; §9 "Start"). The spec fixes the market's
// 5-week contract and the 12-week rehire ban; the rest is our design (docs/rules/roster.md "Contracts").

export const CONTRACT_TYPES = ['permanent', 'perAppearance'] as const;
/** Permanent Deal: a weekly salary. Per Appearance: a fee for each show the wrestler appears on. */
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Readonly<Record<ContractType, string>> = {
  permanent: 'Permanent Deal',
  perAppearance: 'Per Appearance',
};

/** A contract signed from the weekly market lasts this long, in weeks (spec). */
export const MARKET_CONTRACT_WEEKS = 5;
/** Contract lengths offered to free agents and at renewal, in weeks. */
export const CONTRACT_LENGTHS_WEEKS = [12, 26, 52] as const;
export type ContractLength = (typeof CONTRACT_LENGTHS_WEEKS)[number];

/**
 * Salary asked for each length, as a factor of the wrestler's asking salary: security is worth a
 * discount to a wrestler (a 52-week deal costs 10% less per week than a short one).
 */
export const LENGTH_SALARY_FACTOR: Readonly<Record<number, number>> = {
  [MARKET_CONTRACT_WEEKS]: 1,
  12: 1,
  26: 0.95,
  52: 0.9,
};

/** A Per Appearance fee is this factor of the weekly salary, per show (paid only when used). */
export const PER_APPEARANCE_FEE_FACTOR = 1.25;
/** Salaries and fees are quoted in steps of this many USD. */
export const SALARY_STEP_USD = 50;

/** Signing bonus paid on signing, in weeks of the agreed salary (or fee): a market hire is a quick deal. */
export const MARKET_SIGNING_BONUS_WEEKS = 1;
export const FREE_AGENT_SIGNING_BONUS_WEEKS = 2;
/** Bonus paid on a renewal, in weeks of the new salary (or fee). */
export const RENEWAL_BONUS_WEEKS = 1;

/** A contract can be renewed once this many weeks or fewer remain. */
export const RENEWAL_WINDOW_WEEKS = 4;
/** Below this morale a wrestler refuses to discuss a renewal. */
export const RENEWAL_REFUSAL_MORALE = 20;
/** Morale bands that raise the salary asked at renewal: [minimum morale, factor], best first. */
export const RENEWAL_MORALE_FACTORS: ReadonlyArray<readonly [number, number]> = [
  [70, 1],
  [40, 1.1],
  [0, 1.25],
];

/** A wrestler who quits after a broken ultimatum cannot be rehired for this many weeks (spec). */
export const REHIRE_BAN_WEEKS = 12;
/** The "contract expiring next week" warning comes with this many weeks left (spec). */
export const CONTRACT_WARNING_WEEKS = 1;

/** Rounds a salary to the quoting step (half up). */
export function roundSalary(usd: number): number {
  return Math.max(SALARY_STEP_USD, Math.round(usd / SALARY_STEP_USD) * SALARY_STEP_USD);
}

/**
 * Severance: the share of what the contract still owes that a release pays at once. Half of the weeks left
 * times the weekly salary, with no cap: a 52-week deal buys a 10% discount (LENGTH_SALARY_FACTOR), and
 * releasing it early costs half of everything still owed, so signing long for the discount and releasing
 * when it suits never pays before the deal's last weeks (vs 12-week deals at full price, it breaks even only
 * about 43 weeks in, with 9 weeks left to save on). A cap would bring the exploit back for the biggest
 * salaries, where it pays most.
 */
export const SEVERANCE_SHARE = 0.5;

/**
 * What releasing this contract costs now (USD, to the cent): SEVERANCE_SHARE x weeks left x the weekly
 * salary (a Per Appearance fee counts as its weekly salary, the fee / PER_APPEARANCE_FEE_FACTOR). The sim's
 * release and the release dialog's preview both read it.
 */
export function releaseSeverance(contract: { type: ContractType; salary: number; weeksRemaining: number }): number {
  const weekly = contract.type === 'perAppearance' ? contract.salary / PER_APPEARANCE_FEE_FACTOR : contract.salary;
  return Math.round(SEVERANCE_SHARE * Math.max(0, contract.weeksRemaining) * weekly * 100) / 100;
}
