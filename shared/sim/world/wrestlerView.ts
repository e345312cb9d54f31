// A wrestler as one federation may see them ("a wrestler's page says who holds the
// contract"): their own wrestlers and free agents whole; a wrestler of another federation with the
// public facts only (name, looks, style, age, skills, popularity, record, titles, history) and never the
// holder's private figures: the contract's salary and type, morale and its reasons, promises, merchandise
// sales and cut, idle weeks, a rehire ban. Who holds the contract and for how many more weeks is public.
import { findRetired, type RetiredWrestler } from '../roster/retired.ts';
import { findWrestlerIn, requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { activeLoanOf } from '../diplomacy/loan.ts';

/** Who holds a wrestler's contract, for the wrestler page: "Under contract with <name> (until <date>)". */
export interface ContractHolder {
  federationId: string;
  name: string;
  /** Weeks the contract still runs (its end date is this many weeks after the current week). */
  weeksRemaining: number;
}

export interface WrestlerView {
  wrestler: Wrestler;
  /** null for a free agent. */
  contractHolder: ContractHolder | null;
}

/** The wrestler with another federation's private figures removed. */
export function publicWrestler(wrestler: Wrestler): Wrestler {
  return {
    ...wrestler,
    contract: null,
    morale: 0,
    moraleChange: [],
    promises: [],
    promisesKept: 0,
    promisesFailed: 0,
    idleWeeks: 0,
    rehireBanUntilWeek: null,
    rehireBanFederationId: null,
    merchandiseSales: { ...wrestler.merchandiseSales, thisWeek: 0, thisWeekPassive: 0, thisWeekActive: 0, total: 0, contractPercentage: 0 },
  };
}

/** A retired wrestler's page: the record the world kept (roster/retired.ts); no contract, no holder. */
export interface RetiredView {
  retired: RetiredWrestler;
  contractHolder: null;
}

/** The wrestler as `federationId` may see them; a retiree kept in the world's record answers with that record. */
export function wrestlerViewFor(world: World, federationId: string, wrestlerId: string): WrestlerView | RetiredView {
  if (!findWrestlerIn(world, wrestlerId)) {
    const retired = findRetired(world, wrestlerId);
    if (retired) return { retired, contractHolder: null };
  }
  const wrestler = requireWrestler(world, wrestlerId);
  // A loanee works for the borrower, but the lender holds the contract (diplomacy/loan.ts).
  const holderId = activeLoanOf(world, wrestler.id)?.fromId ?? wrestler.federationId;
  const holder = holderId === null ? undefined : world.federations.find((f) => f.id === holderId);
  const contractHolder = holder ? { federationId: holder.id, name: holder.name, weeksRemaining: wrestler.contract?.weeksRemaining ?? 0 } : null;
  if (wrestler.federationId === null || wrestler.federationId === federationId) return { wrestler, contractHolder };
  return { wrestler: publicWrestler(wrestler), contractHolder };
}
