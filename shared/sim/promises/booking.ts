// What a booker reads of the promises (docs/rules/promises.md "Keeping them"): Auto-book, the computer-run
// federations' booker among them, gives a title shot to the wrestler promised one for that championship.
import type { World } from '../world.ts';

/** The wrestler with an open accepted championship-match promise for the title, among `candidates`; the nearest deadline first. */
export function promisedTitleChallenger(world: World, federationId: string, championshipId: string, candidates: ReadonlyArray<{ id: string }>): string | undefined {
  let best: { id: string; deadline: number } | undefined;
  for (const promise of world.promises) {
    if (promise.resolution || !promise.metadata.accepted || promise.type !== 'championship_match') continue;
    if (promise.federationId !== federationId || promise.metadata.championshipId !== championshipId) continue;
    if (!candidates.some((c) => c.id === promise.wrestlerId)) continue;
    if (!best || promise.deadlineWeek < best.deadline) best = { id: promise.wrestlerId, deadline: promise.deadlineWeek };
  }
  return best?.id;
}
