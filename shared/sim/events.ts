// Events the simulation reports to the player (the week report, toasts). Events of one federation
// carry its id, so each player sees their own.
import type { MonthName } from '../rules/calendar.ts';
import type { ContractType } from '../rules/contracts.ts';
import type { StaffType } from '../rules/staff.ts';
import type { SkillName } from '../rules/training.ts';
import type { MoralePart } from './roster/wrestler.ts';
import type { WrestlerChange } from './roster/wrestlerWeekChanges.ts';
import type { PromiseType } from './promises/promise.ts';

export type SimEvent =
  | { kind: 'weekAdvanced'; week: number; month: MonthName; year: number }
  | { kind: 'popularityChanged'; federationId: string; from: number; to: number; reason: string }
  /**
   * A dealing between federations as the federation `federationId` sees it (a rivalry action taken or
   * suffered, a loan, a joint show, an offer answered): `action` names it, `text` says it to the player.
   */
  | { kind: 'federationInteraction'; federationId: string; otherFederationId: string; action: string; text: string }
  /** A joint show's week came: its show exists and can be booked (the Book Now toast opens /shows/{showId}/book). */
  | { kind: 'jointShowReady'; federationId: string; showId: string; name: string }
  /** A wrestler asked the federation for something (promises/): answered with Accept or Decline on the promises page or in the inbox. */
  | { kind: 'promiseRequested'; federationId: string; wrestlerId: string; name: string; promiseId: string; promiseType: PromiseType; ultimatum: boolean }
  /** An accepted promise resolved: kept (what was promised happened) or broken (its deadline passed, or the promoter went back on it). */
  | { kind: 'promiseResolved'; federationId: string; wrestlerId: string; name: string; promiseId: string; promiseType: PromiseType; outcome: 'kept' | 'broken'; moraleChange: number }
  /** A wrestler quit after an ultimatum was declined or expired: a free agent now, the titles in `titles` vacated. */
  | { kind: 'wrestlerQuit'; federationId: string; wrestlerId: string; name: string; titles: string[] }
  | { kind: 'federationCreated'; name: string }
  | { kind: 'gameLoaded'; slot: number }
  | { kind: 'gameSaved'; slot: number }
  | { kind: 'newGame' }
  | {
      kind: 'wrestlerSigned';
      federationId: string;
      wrestlerId: string;
      name: string;
      source: 'market' | 'freeAgent';
      contractType: ContractType;
      salary: number;
      weeks: number;
      bonus: number;
    }
  | { kind: 'contractRenewed'; federationId: string; wrestlerId: string; name: string; contractType: ContractType; salary: number; weeks: number; bonus: number }
  | { kind: 'wrestlerReleased'; federationId: string; wrestlerId: string; name: string; reason: 'released' | 'expired' | 'retired' }
  | { kind: 'contractExpiring'; federationId: string; wrestlerId: string; name: string }
  | { kind: 'trainingStarted'; federationId: string; wrestlerId: string; name: string; skill: SkillName; weeks: number; cost: number }
  | { kind: 'trainingCompleted'; federationId: string; wrestlerId: string; name: string; skill: SkillName; change: number; value: number }
  /** The week's skill and popularity changes of the federation's wrestlers, each with its reason (the week report's table). */
  | { kind: 'wrestlerWeekChanges'; federationId: string; changes: WrestlerChange[] }
  | { kind: 'moraleChanged'; federationId: string; wrestlerId: string; name: string; from: number; to: number; parts: MoralePart[] }
  | {
      kind: 'ledgerSettled';
      federationId: string;
      weekNumber: number;
      revenue: number;
      expenses: number;
      profit: number;
      tax: number;
      afterTax: number;
      fundsAfter: number;
    }
  | { kind: 'staffHired'; federationId: string; staffId: string; name: string; staffType: StaffType; cost: number }
  | { kind: 'staffFired'; federationId: string; staffId: string; name: string; staffType: StaffType }
  | { kind: 'staffReport'; federationId: string; staffType: StaffType; reportId: string; title: string }
  | { kind: 'marketRefreshed'; federationId: string; kept: number; added: number }
  | { kind: 'showCancelled'; federationId: string; showId: string; name: string; refund: number }
  /** Next Week ran a show of the ending week for the player (the setting or "Run them now"); its results are in the report. */
  | { kind: 'showRunForYou'; federationId: string; showId: string; name: string; autoBooked: boolean }
  /** Next Week could not run a show of the ending week (the refusal's sentence): it is cancelled as skipped. */
  | { kind: 'showNotRun'; federationId: string; showId: string; name: string; reason: string }
  | { kind: 'showCloned'; federationId: string; showId: string; name: string; rental: number }
  | { kind: 'showNotCloned'; federationId: string; name: string }
  /** A show run: the toast after the night, and the week report's "Shows this week" (profit after the night's costs and the rental, USD). */
  | { kind: 'showCompleted'; federationId: string; showId: string; name: string; rating: number; attendance: number; revenue: number; profit: number; popularityChange: number }
  | { kind: 'wrestlerInjured'; federationId: string; wrestlerId: string; name: string; weeks: number }
  | { kind: 'injuryHealed'; federationId: string; wrestlerId: string; name: string }
  | { kind: 'titleChanged'; federationId: string; championshipId: string; title: string; holderName: string; previousName: string | null }
  | { kind: 'rivalryEnded'; federationId: string; rivalryId: string; title: string }
  | { kind: 'productInvested'; federationId: string; product: 'merchandising' | 'advertising' | 'production'; level: number }
  | { kind: 'venueUpgraded'; federationId: string; upgradeId: string; label: string; cost: number }
  | { kind: 'campaignBought'; federationId: string; campaignId: string; label: string; cost: number }
  | { kind: 'payrollMissed'; federationId: string; shortfall: number; unpaidWeeks: number }
  | { kind: 'walkout'; federationId: string; names: string[]; who: 'staff' | 'wrestlers' }
  | { kind: 'bankLoanOffered'; federationId: string; limit: number }
  | { kind: 'bankLoanTaken'; federationId: string; amount: number; weeklyRepayment: number; weeks: number }
  | { kind: 'bankLoanRepaid'; federationId: string; early: boolean }
  | { kind: 'loanRepaymentMissed'; federationId: string; missedInARow: number }
  | { kind: 'federationClosed'; federationId: string; name: string }
  | { kind: 'tvOffer'; federationId: string; networkId: string; network: string }
  | { kind: 'tvWarning'; federationId: string; networkId: string; network: string; missedInARow: number }
  | { kind: 'tvDealCancelled'; federationId: string; networkId: string; network: string }
  | { kind: 'tvDealEnded'; federationId: string; networkId: string; network: string; totalEarnings: number }
  | { kind: 'shopPurchase'; federationId: string; item: 'audience_surge' | 'elite_scouting'; cost: number; wrestlerName?: string };

/** Events that concern one federation (or the whole world, like the new date). */
export function eventsFor(events: readonly SimEvent[], federationId: string): SimEvent[] {
  return events.filter((event) => !('federationId' in event) || event.federationId === federationId);
}
