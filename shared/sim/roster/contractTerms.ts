// What a wrestler asks for a contract: the salary (or per-show fee) and the bonus paid on signing, with
// the reasons. The client previews offers with this same function; the server signs with it.
import {
  CONTRACT_LENGTHS_WEEKS,
  FREE_AGENT_SIGNING_BONUS_WEEKS,
  LENGTH_SALARY_FACTOR,
  MARKET_CONTRACT_WEEKS,
  MARKET_SIGNING_BONUS_WEEKS,
  PER_APPEARANCE_FEE_FACTOR,
  RENEWAL_BONUS_WEEKS,
  RENEWAL_MORALE_FACTORS,
  roundSalary,
  type ContractType,
} from '#shared/rules/contracts.ts';
import { interestFactor, interestLabel } from '#shared/rules/demand.ts';
import type { Wrestler } from './wrestler.ts';

/** Where the contract is signed: the weekly market, the free-agent list, or a renewal. */
export type ContractSource = 'market' | 'freeAgent' | 'renewal';

export interface ContractOffer {
  source: ContractSource;
  type: ContractType;
  weeks: number;
}

export interface QuotePart {
  label: string;
  /** A factor applied to the salary (1.25 = +25%). */
  factor: number;
}

export interface ContractQuote {
  type: ContractType;
  weeks: number;
  /** Permanent: USD per week. Per Appearance: USD per show. */
  salary: number;
  /** Paid at once on signing, in USD. */
  bonus: number;
  /** How the salary was reached from the asking salary. */
  parts: QuotePart[];
}

/** Contract lengths a source offers, in weeks. */
export function lengthsFor(source: ContractSource): readonly number[] {
  return source === 'market' ? [MARKET_CONTRACT_WEEKS] : CONTRACT_LENGTHS_WEEKS;
}

/** The morale factor on a renewal's salary: unhappy wrestlers want more to stay. */
export function renewalMoraleFactor(morale: number): number {
  for (const [minimum, factor] of RENEWAL_MORALE_FACTORS) if (morale >= minimum) return factor;
  return RENEWAL_MORALE_FACTORS[RENEWAL_MORALE_FACTORS.length - 1]![1];
}

function bonusWeeks(source: ContractSource): number {
  if (source === 'market') return MARKET_SIGNING_BONUS_WEEKS;
  if (source === 'freeAgent') return FREE_AGENT_SIGNING_BONUS_WEEKS;
  return RENEWAL_BONUS_WEEKS;
}

/**
 * The quote: the asking salary times each part's factor. `interest` is the number of rival federations that
 * would sign a free agent now (roster/demand.ts competingInterest; the client gets it from the room): on a
 * signing (market or free agent) each adds INTEREST_PREMIUM_PER_FEDERATION, capped (rules/demand.ts).
 */
export function quoteContract(wrestler: Pick<Wrestler, 'askingSalary' | 'morale'>, offer: ContractOffer, interest = 0): ContractQuote {
  const parts: QuotePart[] = [];
  const salary = quotedSalary(wrestler, offer, interest, parts);
  return { type: offer.type, weeks: offer.weeks, salary, bonus: salary * bonusWeeks(offer.source), parts };
}

/**
 * The quote's salary and bonus alone (USD), without the parts and their labels: the AI prices every free
 * agent it weighs each week and reads no label. The same factors, in the same order.
 */
export function quotePrice(wrestler: Pick<Wrestler, 'askingSalary' | 'morale'>, offer: ContractOffer, interest = 0): { salary: number; bonus: number } {
  const salary = quotedSalary(wrestler, offer, interest, null);
  return { salary, bonus: salary * bonusWeeks(offer.source) };
}

/** The asking salary times each factor that applies, in order, rounded; each factor is added to `parts` with its label when parts are asked for. */
function quotedSalary(wrestler: Pick<Wrestler, 'askingSalary' | 'morale'>, offer: ContractOffer, interest: number, parts: QuotePart[] | null): number {
  let value = wrestler.askingSalary;
  if (interest > 0 && offer.source !== 'renewal') {
    const factor = interestFactor(interest);
    value *= factor;
    parts?.push({ label: interestLabel(interest), factor });
  }
  const lengthFactor = LENGTH_SALARY_FACTOR[offer.weeks] ?? 1;
  if (lengthFactor !== 1) {
    value *= lengthFactor;
    parts?.push({ label: `${offer.weeks}-week security discount`, factor: lengthFactor });
  }
  if (offer.type === 'perAppearance') {
    value *= PER_APPEARANCE_FEE_FACTOR;
    parts?.push({ label: 'Per Appearance fee (paid per show)', factor: PER_APPEARANCE_FEE_FACTOR });
  }
  if (offer.source === 'renewal') {
    const moraleFactor = renewalMoraleFactor(wrestler.morale);
    if (moraleFactor !== 1) {
      value *= moraleFactor;
      parts?.push({ label: 'Low morale: wants more to stay', factor: moraleFactor });
    }
  }
  return roundSalary(value);
}
