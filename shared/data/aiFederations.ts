// The catalog of computer-run federations (our own, original names): who a new AI federation is. A world
// takes them in a shuffled order; once all are used, a name gets a numeral ("Iron Circuit Wrestling II")
// and has no show names of its own, so it books under the spec's generic fallback names (rules/ai.ts).

export const AI_FEDERATION_STYLES = ['Sports Entertainment', 'Strong Style', 'Lucha Libre', 'Hardcore', 'Technical', 'High-Flying', 'Old School', 'Cinematic'] as const;
export type AiFederationStyle = (typeof AI_FEDERATION_STYLES)[number];

export interface AiFederationIdentity {
  name: string;
  style: AiFederationStyle;
  /** One line: what the federation sells to its fans. */
  gimmick: string;
  weeklyShows: readonly string[];
  ppvShows: readonly string[];
  /** Title names, the most prestigious first; a federation holds the first 2-4. */
  titles: readonly string[];
}

const SINGLES_TITLES = ['World Heavyweight Championship', 'Television Championship', "Women's Championship", 'Cruiserweight Championship'] as const;

export const AI_FEDERATION_CATALOG: readonly AiFederationIdentity[] = [
  { name: 'Titan Pro Wrestling', style: 'Sports Entertainment', gimmick: 'Big arenas, bigger egos and pyro on every entrance', weeklyShows: ['Titan Thursday'], ppvShows: ['Titan Clash', 'Summer Siege'], titles: SINGLES_TITLES },
  { name: 'Iron Circuit Wrestling', style: 'Strong Style', gimmick: 'Hard strikes and no nonsense, booked like a sport', weeklyShows: ['Circuit Breaker'], ppvShows: ['Iron Will', 'Forged in Fire'], titles: ['Iron Circuit Championship', 'Openweight Championship', "Women's Iron Championship", 'Junior Heavyweight Championship'] },
  { name: 'Luna Libre Federation', style: 'Lucha Libre', gimmick: 'Masks, high spots and family dynasties', weeklyShows: ['Noche de Luna'], ppvShows: ['Eclipse Total', 'Gran Mascarada'], titles: ['Campeonato Mundial', 'Campeonato de Peso Medio', 'Campeonato Femenil', 'Campeonato de Tercias'] },
  { name: 'Barbed Wire Syndicate', style: 'Hardcore', gimmick: 'Tables, ladders and a crowd that chants for more', weeklyShows: ['Bloodlines'], ppvShows: ['No Rules Left', 'Scar Tissue'], titles: ['Hardcore World Championship', 'Deathmatch Championship', 'Street Fight Championship', "Women's Extreme Championship"] },
  { name: 'Coastal Championship Wrestling', style: 'Technical', gimmick: 'Chain wrestling and long title reigns', weeklyShows: ['Coastline'], ppvShows: ['High Tide', 'Undertow'], titles: ['Coastal Heavyweight Championship', 'Technical Championship', "Women's Coastal Championship", 'Heritage Championship'] },
  { name: 'Skyline Wrestling Alliance', style: 'High-Flying', gimmick: 'Ladders, dives and a ring that never stops moving', weeklyShows: ['Skyline Live'], ppvShows: ['Freefall', 'Altitude'], titles: ['Skyline World Championship', 'X-Division Championship', "Women's Skyline Championship", 'Aerial Championship'] },
  { name: 'Heartland Wrestling Association', style: 'Old School', gimmick: 'Territory-style feuds settled in county fairgrounds', weeklyShows: ['Heartland Saturday Night'], ppvShows: ['Harvest Brawl', 'Thunder Road'], titles: ['Heartland Heavyweight Championship', 'Southern Championship', "Women's Heartland Championship", 'Brass Knuckles Championship'] },
  { name: 'Neon City Wrestling', style: 'Cinematic', gimmick: 'Filmed matches, neon lights and a storyline every week', weeklyShows: ['Neon Nights'], ppvShows: ['Blackout', 'Afterglow'], titles: ['Neon World Championship', 'Midnight Championship', "Women's Neon Championship", 'Underground Championship'] },
  { name: 'Granite State Grappling', style: 'Technical', gimmick: 'Submission specialists in a small, loud hall', weeklyShows: ['Granite Grind'], ppvShows: ['Bedrock', 'Stonecutter'], titles: ['Granite Championship', 'Submission Championship', "Women's Granite Championship", 'Rookie Championship'] },
  { name: 'Thunderdome Pro', style: 'Sports Entertainment', gimmick: 'Celebrity cameos and a main event with a twist', weeklyShows: ['Thunder Tuesday'], ppvShows: ['Supercell', 'Lightning Strikes Twice'], titles: ['Thunderdome Championship', 'Intercontinental Championship', "Women's Thunder Championship", 'Hardcore Championship'] },
  { name: 'Red Sun Wrestling', style: 'Strong Style', gimmick: 'Touring warriors and tournament-heavy seasons', weeklyShows: ['Rising Sun'], ppvShows: ['Red Horizon', 'Solar Flare'], titles: ['Red Sun Heavyweight Championship', 'Junior Championship', "Women's Sun Championship", 'Tournament Trophy Championship'] },
  { name: 'Riverside Rumble League', style: 'Old School', gimmick: 'Family-run since forever, loyal fans every week', weeklyShows: ['Riverside Rumble'], ppvShows: ['Flood Stage', 'Homecoming'], titles: ['League Championship', 'Riverboat Championship', "Women's League Championship", 'Legends Championship'] },
];
