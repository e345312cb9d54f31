// A wrestler in the synced state, as the roster and the market show them (FederationPrivateState.roster
// and .market), with the reasons of their last morale change.
import { schema, t, type SchemaType } from '@colyseus/schema';

/** One reason of a wrestler's last morale change. */
export const MoralePartState = schema({ label: t.string(), amount: t.int8() }, 'MoralePartState');
export type MoralePartState = SchemaType<typeof MoralePartState>;

/** A wrestler as the roster and the market show them (the profile fetches the rest: getWrestler). */
export const WrestlerState = schema(
  {
    id: t.string(),
    name: t.string(),
    gender: t.string().default('male'),
    style: t.string().default(''),
    nationality: t.string().default(''),
    age: t.uint8().default(0),
    masked: t.boolean().default(false),
    popularity: t.float64().default(0),
    morale: t.uint8().default(0),
    strength: t.uint8().default(0),
    agility: t.uint8().default(0),
    technic: t.uint8().default(0),
    charisma: t.uint8().default(0),
    stamina: t.uint8().default(0),
    totalPoints: t.uint16().default(0),
    category: t.string().default('F'),
    askingSalary: t.float64().default(0),
    minFederationPopularityRequired: t.uint8().default(0),
    /** '' on the market; 'permanent' or 'perAppearance' when signed. */
    contractType: t.string().default(''),
    /** Permanent: USD per week; Per Appearance: USD per show. */
    salary: t.float64().default(0),
    contractWeeksRemaining: t.uint16().default(0),
    contractLengthWeeks: t.uint16().default(0),
    status: t.string().default('active'),
    /** '' when not training. */
    trainingSkill: t.string().default(''),
    trainingWeeksRemaining: t.uint8().default(0),
    trainingTotalWeeks: t.uint8().default(0),
    championships: t.uint8().default(0),
    wins: t.uint16().default(0),
    losses: t.uint16().default(0),
    draws: t.uint16().default(0),
    totalMatches: t.uint16().default(0),
    merchandiseThisWeek: t.float64().default(0),
    merchandiseTotal: t.float64().default(0),
    merchandisePercentage: t.uint8().default(0),
    idleWeeks: t.uint16().default(0),
    /** 0 (fresh) to 100 (spent). */
    fatigue: t.uint8().default(0),
    /** Market only: position in the market as drawn. */
    marketOrder: t.uint8().default(0),
    moraleChange: t.array(MoralePartState),
  },
  'WrestlerState',
);
export type WrestlerState = SchemaType<typeof WrestlerState>;
