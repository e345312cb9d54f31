// A new world's wrestlers: every row of the predefined database (shared/data/wrestlers), all free
// agents. As the spec says of database wrestlers, 10% are marked recent champions and each starts with
// a rivalry intensity below 30; both come from the world's generator.
import { WRESTLERS, type PredefinedWrestler } from '#shared/data/wrestlers.ts';
import { chance, nextInt, type RngState } from '../rng.ts';
import { NO_TRAINING, type Wrestler } from './wrestler.ts';

/** Share of database wrestlers marked as recent champions at world creation (spec: 10%). */
export const RECENT_CHAMPION_SHARE = 0.1;
/** Starting rivalry intensity is drawn from 0 up to this, inclusive (spec: below 30). */
export const STARTING_RIVALRY_INTENSITY_MAX = 29;

export function wrestlerFromRow(row: PredefinedWrestler, rng: RngState): Wrestler {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    style: row.style,
    masked: row.masked,
    bio: row.bio,
    age: row.age,
    nationality: row.nationality,
    yearsInIndustry: row.yearsInIndustry,
    popularity: row.popularity,
    morale: row.morale,
    skills: { strength: row.strength, agility: row.agility, technic: row.technic, charisma: row.charisma, stamina: row.stamina },
    totalPoints: row.totalPoints,
    category: row.category,
    askingSalary: row.baseSalary,
    minFederationPopularityRequired: row.minFederationPopularityRequired,
    federationId: null,
    contract: null,
    status: 'active',
    training: { ...NO_TRAINING },
    injury: null,
    championships: [],
    wasRecentChampion: chance(rng, RECENT_CHAMPION_SHARE),
    currentRivalryIntensity: nextInt(rng, 0, STARTING_RIVALRY_INTENSITY_MAX),
    matchStats: { wins: 0, losses: 0, draws: 0, totalMatches: 0 },
    merchandiseSales: { thisWeek: 0, thisWeekPassive: 0, thisWeekActive: 0, total: 0, contractPercentage: row.merchandiseContractPercentage },
    history: [],
    promises: [],
    promisesKept: 0,
    promisesFailed: 0,
    rehireBanUntilWeek: null,
    rehireBanFederationId: null,
    idleWeeks: 0,
    fatigue: 0,
    moraleChange: [],
  };
}

/** Every catalog wrestler, as free agents of a new world. */
export function seedWrestlers(rng: RngState): Wrestler[] {
  return WRESTLERS.map((row) => wrestlerFromRow(row, rng));
}
