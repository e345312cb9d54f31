// The crowd on the live run page (our design, docs/rules/shows.md "Live run"). The crowd
// meter reads on the same 0-10 scale as a segment's stars and settles on its rating, so its words follow
// the bands of the result's crowd line (shared/sim/shows/runShow.ts crowdReaction).

/** The meter's range, in stars (the rating scale). */
export const CROWD_METER_MIN = 0;
export const CROWD_METER_MAX = 10;

/** The word for the crowd at or above each level (stars), hottest first. */
export const CROWD_HEAT = [
  [8, 'electric'],
  [6.5, 'hot'],
  [5, 'warm'],
  [3.5, 'quiet'],
  [2, 'restless'],
  [0, 'cold'],
] as const;
export type CrowdHeat = (typeof CROWD_HEAT)[number][1];

/** "hot", "quiet": how the crowd is at this meter level. */
export function crowdHeat(level: number): CrowdHeat {
  return (CROWD_HEAT.find(([min]) => level >= min) ?? CROWD_HEAT[CROWD_HEAT.length - 1]!)[1];
}

/** A level kept on the meter's scale, to one decimal. */
export function clampCrowd(level: number): number {
  return Math.round(Math.min(CROWD_METER_MAX, Math.max(CROWD_METER_MIN, level)) * 10) / 10;
}
