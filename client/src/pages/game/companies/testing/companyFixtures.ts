// Answers of getCompanies and getCompany for the client tests.
import type { CompanyRow } from '#shared/sim/world/companies.ts';
import type { CompanyPage } from '#shared/sim/world/companyPage.ts';

const JAN = { weekIndex: 0, week: 1, month: 'January', year: 2025 } as const;

export function companyRow(overrides: Partial<CompanyRow> & { id: string; name: string }): CompanyRow {
  return { logo: '', controller: 'ai', isYou: false, tier: 'medium', status: 'active', founded: JAN, closed: null, closedReason: null, popularity: 40, rosterSize: 8, titles: 3, ...overrides };
}

export const SAMPLE_COMPANIES: CompanyRow[] = [
  companyRow({ id: 'f1', name: 'Thunder Valley Wrestling', controller: 'player', isYou: true, tier: null, popularity: 10, rosterSize: 4, titles: 1 }),
  companyRow({ id: 'ai-1', name: 'Apex Pro Wrestling', tier: 'large', popularity: 70 }),
  companyRow({ id: 'ai-2', name: 'Iron Circuit', tier: 'medium', popularity: 45 }),
  companyRow({
    id: 'ai-3',
    name: 'Backyard Brawl League',
    tier: 'small',
    status: 'closed',
    closed: { weekIndex: 9, week: 2, month: 'March', year: 2025 },
    closedReason: 'The fans forgot it',
    popularity: 4,
    rosterSize: 0,
    titles: 2,
  }),
];

export function samplePage(overrides: Partial<CompanyPage> = {}): CompanyPage {
  return {
    company: SAMPLE_COMPANIES[1]!,
    personality: 'aggressive',
    personalityHint: 'Aggressive: spends big and chases the stars',
    style: 'Strong Style',
    gimmick: 'Hard hitting and proud of it',
    roster: [
      { id: 'w10', name: 'Rex Steel', popularity: 72, rating: 81, style: 'Powerhouse', titles: ['Apex World Championship'] },
      { id: 'w11', name: 'Luna Vega', popularity: 55, rating: 70, style: 'High-Flyer', titles: [] },
    ],
    titles: [
      {
        id: 'c1',
        name: 'Apex World Championship',
        prestige: 62,
        isActive: true,
        holderId: 'w10',
        holderName: 'Rex Steel',
        lineage: [
          { ...JAN, holderId: null, holderName: 'Vacant', event: 'created', eventDescription: 'Title introduced' },
          { weekIndex: 3, week: 4, month: 'January', year: 2025, holderId: 'w10', holderName: 'Rex Steel', event: 'won', eventDescription: 'Won the title from Kai Storm at Apex Uprising' },
        ],
      },
    ],
    shows: [{ id: 's9', name: 'Apex Uprising', weekIndex: 3, week: 4, month: 'January', year: 2025, rating: 6.4, mainEvent: 'Rex Steel vs. Kai Storm', mainEventResult: 'Rex Steel wins by pinfall' }],
    showsTotal: 3,
    history: [{ ...JAN, kind: 'founded', headline: 'Apex Pro Wrestling is founded', text: 'Hard hitting and proud of it.' }],
    decisions: [{ weekIndex: 2, week: 3, month: 'January', year: 2025, action: 'sign', label: 'Signing', reason: 'Needs a top star to fill the main event' }],
    ...overrides,
  };
}
