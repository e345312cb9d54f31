// One readable line per simulation event, for the week report and toasts. Every kind of
// shared/sim/events.ts has its sentence here (the switch is exhaustive: a new kind fails typecheck).
import { formatDate } from '#shared/rules/calendar.ts';
import { CONTRACT_TYPE_LABELS, type ContractType } from '#shared/rules/contracts.ts';
import { STAFF_TYPE_LABELS } from '#shared/rules/staff.ts';
import { SKILL_LABELS } from '#shared/rules/training.ts';
import type { SimEvent } from '#shared/sim/events.ts';
import { formatPopularity, formatUsd } from './format.ts';

/** Every kind this file describes (a record, so a new kind must be added here too). */
const KINDS: Readonly<Record<SimEvent['kind'], true>> = {
  weekAdvanced: true,
  popularityChanged: true,
  federationInteraction: true,
  jointShowReady: true,
  promiseRequested: true,
  promiseResolved: true,
  wrestlerQuit: true,
  federationCreated: true,
  gameLoaded: true,
  gameSaved: true,
  newGame: true,
  wrestlerSigned: true,
  contractRenewed: true,
  wrestlerReleased: true,
  contractExpiring: true,
  trainingStarted: true,
  trainingCompleted: true,
  wrestlerWeekChanges: true,
  moraleChanged: true,
  ledgerSettled: true,
  staffHired: true,
  staffFired: true,
  staffReport: true,
  marketRefreshed: true,
  showCancelled: true,
  showCloned: true,
  showRunForYou: true,
  showNotRun: true,
  showNotCloned: true,
  showCompleted: true,
  wrestlerInjured: true,
  injuryHealed: true,
  titleChanged: true,
  rivalryEnded: true,
  productInvested: true,
  venueUpgraded: true,
  campaignBought: true,
  shopPurchase: true,
  tvOffer: true,
  tvWarning: true,
  tvDealCancelled: true,
  tvDealEnded: true,
  payrollMissed: true,
  walkout: true,
  bankLoanOffered: true,
  bankLoanTaken: true,
  bankLoanRepaid: true,
  loanRepaymentMissed: true,
  federationClosed: true,
};

export function isKnownSimEvent(event: { kind?: unknown }): event is SimEvent {
  return typeof event.kind === 'string' && Object.hasOwn(KINDS, event.kind);
}

const PRODUCT_WORDS = { merchandising: 'Merchandising', advertising: 'Advertising', production: 'Production' } as const;

function pay(contractType: ContractType, salary: number): string {
  return contractType === 'perAppearance' ? `${formatUsd(salary)} per show` : `${formatUsd(salary)} a week`;
}

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

export function describeSimEvent(event: SimEvent): string {
  switch (event.kind) {
    case 'weekAdvanced':
      return `Now ${formatDate(event)}`;
    case 'popularityChanged':
      return `Popularity ${formatPopularity(event.from)} → ${formatPopularity(event.to)}: ${event.reason}`;
    case 'federationCreated':
      return `${event.name} opens its doors`;
    case 'gameLoaded':
      return `Game loaded from slot ${event.slot}`;
    case 'gameSaved':
      return `Game saved to slot ${event.slot}`;
    case 'newGame':
      return 'A new game begins';
    case 'wrestlerSigned':
      return `${event.name} signed a ${event.weeks}-week ${CONTRACT_TYPE_LABELS[event.contractType]} at ${pay(event.contractType, event.salary)} (signing bonus ${formatUsd(event.bonus)})`;
    case 'contractRenewed':
      return `${event.name} renewed for ${event.weeks} weeks, ${CONTRACT_TYPE_LABELS[event.contractType]} at ${pay(event.contractType, event.salary)} (bonus ${formatUsd(event.bonus)})`;
    case 'wrestlerReleased':
      if (event.reason === 'retired') return `${event.name} retired from the ring`;
      return event.reason === 'expired' ? `${event.name}'s contract ended: now a free agent` : `${event.name} was released`;
    case 'contractExpiring':
      return `${event.name}'s contract expires next week: renew it on the roster or lose them`;
    case 'trainingStarted':
      return `${event.name} started ${SKILL_LABELS[event.skill]} training: ${event.weeks} ${event.weeks === 1 ? 'week' : 'weeks'}, ${formatUsd(event.cost)}`;
    case 'trainingCompleted':
      return `${event.name} finished training: ${SKILL_LABELS[event.skill]} ${signed(event.change)} to ${event.value}`;
    case 'wrestlerWeekChanges': {
      const wrestlers = new Set(event.changes.map((c) => c.wrestlerId)).size;
      return `${event.changes.length} skill and popularity ${event.changes.length === 1 ? 'change' : 'changes'} for ${wrestlers} ${wrestlers === 1 ? 'wrestler' : 'wrestlers'}`;
    }
    case 'moraleChanged': {
      const reasons = event.parts.map((part) => `${part.label} ${signed(part.amount)}`).join(', ');
      return `${event.name}: morale ${event.from} → ${event.to}${reasons ? ` (${reasons})` : ''}`;
    }
    case 'ledgerSettled':
      return `Week settled: revenue ${formatUsd(event.revenue)}, expenses ${formatUsd(event.expenses)}, tax ${formatUsd(event.tax)}, funds now ${formatUsd(event.fundsAfter)}`;
    case 'staffHired':
      return `${event.name} hired as ${STAFF_TYPE_LABELS[event.staffType]} (${formatUsd(event.cost)})`;
    case 'staffFired':
      return `${event.name} (${STAFF_TYPE_LABELS[event.staffType]}) was let go`;
    case 'staffReport':
      return `New report from your ${STAFF_TYPE_LABELS[event.staffType]}: ${event.title}`;
    case 'marketRefreshed':
      return `Weekly market: ${event.kept} kept, ${event.added} new ${event.added === 1 ? 'wrestler' : 'wrestlers'}`;
    case 'showCancelled':
      return `${event.name} was not run and has been cancelled (refund ${formatUsd(event.refund)})`;
    case 'showRunForYou':
      return `${event.name} was run for you before the advance${event.autoBooked ? ' (its empty card auto-booked)' : ''}`;
    case 'showNotRun':
      return `${event.name} could not run: ${event.reason}`;
    case 'showCloned':
      return `${event.name} is booked again for this week (rental ${formatUsd(event.rental)}): fill its card`;
    case 'showNotCloned':
      return `${event.name} could not be booked this week: not enough funds for the rental`;
    case 'showCompleted':
      return `${event.name}: ${event.rating.toFixed(1)} stars, ${event.attendance.toLocaleString('en-US')} fans, revenue ${formatUsd(event.revenue)}, popularity ${event.popularityChange >= 0 ? '+' : ''}${event.popularityChange}`;
    case 'wrestlerInjured':
      return `${event.name} is injured: out for ${event.weeks} ${event.weeks === 1 ? 'week' : 'weeks'}`;
    case 'injuryHealed':
      return `${event.name} is fit again and can be booked`;
    case 'titleChanged':
      return event.previousName ? `${event.holderName} won the ${event.title} from ${event.previousName}` : `${event.holderName} is the new ${event.title} champion`;
    case 'rivalryEnded':
      return `The rivalry "${event.title}" has cooled off and ended`;
    case 'productInvested':
      return `${PRODUCT_WORDS[event.product]} raised to level ${event.level}`;
    case 'venueUpgraded':
      return `Venue upgrade bought: ${event.label} (${formatUsd(event.cost)})`;
    case 'campaignBought':
      return `Campaign launched: ${event.label} (${formatUsd(event.cost)})`;
    case 'shopPurchase':
      return event.item === 'audience_surge' ? `Audience Surge bought (${formatUsd(event.cost)})` : `Elite scouting: ${event.wrestlerName ?? 'a star'} joins this week's market (${formatUsd(event.cost)})`;
    case 'tvOffer':
      return `${event.network} made you a TV offer: see the TV Networks page`;
    case 'tvWarning':
      return `${event.network}: your episode missed its targets (${event.missedInARow} in a row)`;
    case 'tvDealCancelled':
      return `${event.network} cancelled your TV deal`;
    case 'tvDealEnded':
      return `Your TV deal with ${event.network} ended (earned ${formatUsd(event.totalEarnings)}); a renewal offer is waiting`;
    case 'payrollMissed':
      return `Missed payroll: ${formatUsd(event.shortfall)} of bills went unpaid (${event.unpaidWeeks} ${event.unpaidWeeks === 1 ? 'week' : 'weeks'} in a row)`;
    case 'walkout':
      return event.who === 'staff' ? `Your staff walked out: ${event.names.join(', ')}` : `Unpaid wrestlers walked out: ${event.names.join(', ')}`;
    case 'bankLoanOffered':
      return `The bank offers a loan of up to ${formatUsd(event.limit)}: see the terms on the Finances page`;
    case 'bankLoanTaken':
      return `Bank loan of ${formatUsd(event.amount)} taken: ${event.weeks} weekly repayments of ${formatUsd(event.weeklyRepayment)}`;
    case 'bankLoanRepaid':
      return event.early ? 'Bank loan repaid early' : 'Bank loan repaid in full';
    case 'loanRepaymentMissed':
      return `Bank loan repayment missed (${event.missedInARow} in a row)`;
    case 'federationClosed':
      return `The bank called its loan in: ${event.name} has closed`;
    case 'federationInteraction':
      return event.text;
    case 'jointShowReady':
      return `${event.name} is ready to book`;
    case 'promiseRequested':
      return event.ultimatum ? `${event.name} issued an ultimatum: answer it on the Promises page` : `${event.name} asked you for something: answer on the Promises page`;
    case 'promiseResolved':
      return event.outcome === 'kept' ? `Promise kept to ${event.name}` : `Promise broken to ${event.name}`;
    case 'wrestlerQuit':
      return `${event.name} quit${event.titles.length > 0 ? `, vacating ${event.titles.join(', ')}` : ''}`;
    default: {
      const unknown: never = event;
      return String((unknown as { kind?: string }).kind ?? 'Something happened this week');
    }
  }
}
