// Hand-made completed shows for the fans' tests: only the facts the comment generators read.
import type { MatchResult, Segment, Show, ShowResult } from '../shows/show.ts';
import type { World } from '../world.ts';

export interface MatchFacts {
  participants: string[];
  stars: number;
  title?: MatchResult['title'];
}

let counter = 0;

/** A completed show of `federationId` in week `weekIndex`, pushed onto world.shows. */
export function completedShow(world: World, federationId: string, facts: { weekIndex?: number; stars?: number; expected?: number; attendance?: number; matches?: MatchFacts[]; joint?: boolean; name?: string }): Show {
  counter += 1;
  const matches = facts.matches ?? [];
  const segments = matches.map(
    (m, i) =>
      ({
        id: `seg-${counter}-${i}`,
        kind: 'match',
        participants: m.participants,
        result: { rating: { value: m.stars, parts: [] }, crowd: '', changes: [], injuries: [], winners: [], isDraw: false, finish: 'pinfall', title: m.title ?? null },
      }) as unknown as Segment,
  );
  const result = { rating: { value: facts.stars ?? 3, parts: [] }, expectedRating: facts.expected ?? facts.stars ?? 3, attendance: facts.attendance ?? 500 } as unknown as ShowResult;
  const show = {
    id: `show-fan-${counter}`,
    federationId,
    name: facts.name ?? `Show ${counter}`,
    weekIndex: facts.weekIndex ?? world.calendar.totalWeeksProgressed,
    segments,
    result,
    isComplete: true,
    hasBeenRun: true,
    ...(facts.joint ? { joint: {} } : {}),
  } as unknown as Show;
  world.shows.push(show);
  return show;
}
