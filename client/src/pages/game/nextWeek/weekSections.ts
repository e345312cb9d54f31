// The week report in sections (federation, money, contracts, training, morale, staff): each event
// kind belongs to one section; kinds this client does not know yet go to "Other news". The new date
// is the report's own heading, so its event is not listed again.
import type { SimEvent } from '../../../../../shared/sim/events.ts';

export type WeekSectionName = 'federation' | 'shows' | 'money' | 'contracts' | 'training' | 'morale' | 'staff' | 'other';

export interface WeekSection {
  name: WeekSectionName;
  title: string;
  events: SimEvent[];
}

const SECTION_TITLES: Readonly<Record<WeekSectionName, string>> = {
  federation: 'Federation',
  shows: 'Shows, titles and rivalries',
  money: 'Money',
  contracts: 'Contracts and market',
  training: 'Training',
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
  moraleChanged: 'morale',
  staffHired: 'staff',
  staffFired: 'staff',
  staffReport: 'staff',
  showCancelled: 'shows',
  showCloned: 'shows',
  showNotCloned: 'shows',
  showCompleted: 'shows',
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
};

const ORDER: readonly WeekSectionName[] = ['federation', 'shows', 'money', 'contracts', 'training', 'staff', 'morale', 'other'];

/** Groups the week's events into sections in report order, leaving out empty sections and the date. */
export function weekSections(events: readonly SimEvent[]): WeekSection[] {
  const byName = new Map<WeekSectionName, SimEvent[]>();
  for (const event of events) {
    if (event.kind === 'weekAdvanced') continue;
    const name = SECTION_OF_KIND[event.kind] ?? 'other';
    byName.set(name, [...(byName.get(name) ?? []), event]);
  }
  return ORDER.filter((name) => byName.has(name)).map((name) => ({ name, title: SECTION_TITLES[name], events: byName.get(name)! }));
}
