// Wrestlers in demand ask more (our design, docs/rules/roster.md "Wrestlers in demand"):
// a free agent's asking salary rises with the number of rival federations that would sign them now, so a
// rich federation's money has a use and a contested star costs more than an overlooked one.

/** Salary premium per interested rival federation, as a fraction of the quote (0.05 = +5% each). */
export const INTEREST_PREMIUM_PER_FEDERATION = 0.05;
/** The premium stops growing here, as a fraction of the quote (0.2 = +20%, reached at 4 federations). */
export const INTEREST_PREMIUM_MAX = 0.2;

/** The salary factor of `interest` competing federations: 1 + min(cap, per federation x interest). */
export function interestFactor(interest: number): number {
  return 1 + Math.min(INTEREST_PREMIUM_MAX, INTEREST_PREMIUM_PER_FEDERATION * Math.max(0, interest));
}

/** The quote's reason line: "2 rival federations are interested". */
export function interestLabel(interest: number): string {
  return interest === 1 ? '1 rival federation is interested' : `${interest} rival federations are interested`;
}
