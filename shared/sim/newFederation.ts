// A new federation as every one starts, a player's waiting for /setup or one the AI founds: the starting
// funds and popularity, no roster, products, TV networks to court. Apart from building a world so the AI
// founding rules can use it without depending on the world's construction.
import { STARTING_FUNDS_USD, STARTING_POPULARITY } from '../rules/federation.ts';
import { noProducts } from './business/products.ts';
import { initialTvNetworks } from './tv/tvDeals.ts';
import type { Federation } from './world.ts';

export function newFederation(id: string, name: string, controller: Federation['controller']): Federation {
  return {
    id,
    name,
    logo: '',
    funds: STARTING_FUNDS_USD,
    popularity: STARTING_POPULARITY,
    weekOpening: { funds: STARTING_FUNDS_USD, popularity: STARTING_POPULARITY, wrestlers: 0 },
    lastWeekOpening: { funds: STARTING_FUNDS_USD, popularity: STARTING_POPULARITY, wrestlers: 0 },
    weeklyRevenue: 0,
    weeklyExpenses: 0,
    controller,
    // A computer-run federation exists because the sim founded it; a player's waits for /setup.
    founded: controller === 'ai',
    lastWeekReport: null,
    market: [],
    staff: [],
    staffCandidates: [],
    staffReports: [],
    currentLines: [],
    fundsAtWeekStart: STARTING_FUNDS_USD,
    ledger: [],
    socialFollowers: 0,
    showsCompletedThisWeek: 0,
    totalShows: 0,
    products: noProducts(),
    venueUpgrades: [],
    activeCampaigns: [],
    purchasedBoosts: [],
    tvNetworks: initialTvNetworks(),
    broadcastDeals: [],
    unpaidWeeks: 0,
    autoRunShows: false,
    popularityHistory: [],
    bankLoan: null,
    loansTaken: 0,
    peakPopularity: STARTING_POPULARITY,
    foundedWeek: 0,
    closedWeek: null,
    yearEnds: [],
  };
}
