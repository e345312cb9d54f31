// The week report in sections (federation, the week's show results, shows, money, contracts, training,
// the wrestlers' skill and popularity changes, morale, staff): each event kind belongs to one section; the results section counts its shows
// ("Shows this week: 2 results"), since the inbox does not get one unread message per result. Kinds
// this client does not know yet go to "Other news". The new date is the report's own heading, so its
// event is not listed again.
import type { SimEvent } from '#shared/sim/events.ts';

export type WeekSectionName = 'federation' | 'results' | 'shows' | 'money' | 'contracts' | 'training' | 'wrestlers' | 'morale' | 'staff' | 'other';

export interface WeekSection {
  name: WeekSectionName;
  title: string;
  events: SimEvent[];
}

const SECTION_TITLES: Readonly<Record<WeekSectionName, string>> = {
  federation: 'Federation',
  results: 'Shows this week',
  shows: 'Shows, titles and rivalries',
  money: 'Money',
  contracts: 'Contracts and market',
  training: 'Training',
  wrestlers: "Your wrestlers' skills and popularity",
  morale: 'Morale',
  staff: 'Staff',
  other: 'Other news',
};

const SECTION_OF_KIND: Readonly<Partial<Record<string, WeekSectionName>>> = {
  popularityChanged: 'federation',
  federationCreated: 'federation',
  ledgerSettled: 'money',
  wrestlerSigned: 'contracts',
  contractRenewed: 'contracts',
  wrestlerReleased: 'contracts',
  contractExpiring: 'contracts',
  marketRefreshed: 'contracts',
  trainingStarted: 'training',
  trainingCompleted: 'training',
  wrestlerWeekChanges: 'wrestlers',
  moraleChanged: 'morale',
  promiseRequested: 'morale',
  promiseResolved: 'morale',
  wrestlerQuit: 'contracts',
  staffHired: 'staff',
  staffFired: 'staff',
  staffReport: 'staff',
  showCancelled: 'shows',
  showCloned: 'shows',
  showRunForYou: 'shows',
  showNotRun: 'shows',
  showNotCloned: 'shows',
  showCompleted: 'results',
  wrestlerInjured: 'shows',
  injuryHealed: 'shows',
  titleChanged: 'shows',
  rivalryEnded: 'shows',
  productInvested: 'money',
  venueUpgraded: 'money',
  campaignBought: 'money',
  shopPurchase: 'money',
  tvOffer: 'shows',
  tvWarning: 'shows',
  tvDealCancelled: 'shows',
  tvDealEnded: 'shows',
  payrollMissed: 'money',
  walkout: 'money',
  bankLoanOffered: 'money',
  bankLoanTaken: 'money',
  bankLoanRepaid: 'money',
  loanRepaymentMissed: 'money',
  federationClosed: 'federation',
};

const ORDER: readonly WeekSectionName[] = ['federation', 'results', 'shows', 'money', 'contracts', 'training', 'wrestlers', 'staff', 'morale', 'other'];

/** Groups the week's events into sections in report order, leaving out empty sections and the date. */
export function weekSections(events: readonly SimEvent[]): WeekSection[] {
  const byName = new Map<WeekSectionName, SimEvent[]>();
  for (const event of events) {
    if (event.kind === 'weekAdvanced') continue;
    const name = SECTION_OF_KIND[event.kind] ?? 'other';
    byName.set(name, [...(byName.get(name) ?? []), event]);
  }
  return ORDER.filter((name) => byName.has(name)).map((name) => {
    const sectionEvents = byName.get(name)!;
    const title = name === 'results' ? `${SECTION_TITLES.results}: ${sectionEvents.length} ${sectionEvents.length === 1 ? 'result' : 'results'}` : SECTION_TITLES[name];
    return { name, title, events: sectionEvents };
  });
}
