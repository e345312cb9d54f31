// What anyone in the world may see of a federation in the synced state (GameState.federations): its name,
// popularity, roster size, champions and last show.
import { schema, t, type SchemaType } from '@colyseus/schema';

/** A title of a federation's public face: its name and who holds it ('Vacant' when nobody). */
export interface ChampionFace {
  title: string;
  holderName: string;
}

/**
 * What anyone in the world may see of a federation (the global scene, the ranking, a rival's page): never
 * its money, contracts, inbox, staff or plans. One per federation of the world, by id.
 */
export const FederationFaceState = schema(
  {
    id: t.string(),
    name: t.string().default(''),
    logo: t.string().default(''),
    /** 'player' or 'ai'. */
    controller: t.string().default('player'),
    popularity: t.float64().default(0),
    /** Wrestlers under contract. */
    rosterSize: t.uint16().default(0),
    /**
     * Its active titles and their holders: JSON text of ChampionFace[] (syncedJson.ts championsField). Text rather than a list of schema
     * items: each synced item costs a room its change tracker, and every other federation's titles were
     * most of what the AI world added to a room's synced state (npm run loadtest: players per core).
     */
    champions: t.string().default('[]'),
    /** Its most recent show run ('' and -1 before the first). */
    lastShowName: t.string().default(''),
    lastShowRating: t.float64().default(-1),
    /** totalWeeksProgressed of that show's week, -1 before the first. */
    lastShowWeekIndex: t.int32().default(-1),
  },
  'FederationFaceState',
);
export type FederationFaceState = SchemaType<typeof FederationFaceState>;
