// What the fans say about the week (docs/rules/fans.md "About the week"): one small generator per topic,
// reading what the week's steps did (their events, the rivals' actions, the titles) and writing drafts only
// when a threshold is met. Nothing here draws from the generator.
import { FAN_IDLE_TITLE_WEEKS } from '#shared/rules/fans.ts';
import { RUMOURS_BACKFIRED } from '#shared/rules/diplomacy.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import type { SimEvent } from '../events.ts';
import type { Federation, World } from '../world.ts';
import type { CommentDraft } from './socialComment.ts';

/** What a week generator reads: the week that ended and the events the week's steps wrote before the fans'. */
export interface FanWeekFacts {
  /** totalWeeksProgressed of the week that ended. */
  weekIndex: number;
  events: readonly SimEvent[];
}

export type WeekCommentGenerator = (world: World, federation: Federation, facts: FanWeekFacts) => CommentDraft[];

/** A wrestler walked out (an ultimatum declined or expired): the fans ask who replaces them. */
export const wrestlerQuit: WeekCommentGenerator = (_world, federation, { events }) => {
  const drafts: CommentDraft[] = [];
  for (const e of events) {
    if (e.kind !== 'wrestlerQuit' || e.federationId !== federation.id) continue;
    const vacated = e.titles.length > 0 ? `, and the ${e.titles.join(' and the ')} ${e.titles.length === 1 ? 'is' : 'are'} vacant` : '';
    drafts.push({
      topic: 'wrestler_quit',
      text: `${e.name} just walked out on ${federation.name}${vacated}. Who are we supposed to cheer for now? Sign someone worth it.`,
      reason: `${e.name} quit`,
      href: '/roster',
    });
  }
  return drafts;
};

/** A promise broken this week went public: the fans tell the rest of the roster to watch out. */
export const brokenPromise: WeekCommentGenerator = (_world, federation, { events }) => {
  const drafts: CommentDraft[] = [];
  for (const e of events) {
    if (e.kind !== 'promiseResolved' || e.outcome !== 'broken' || e.federationId !== federation.id) continue;
    drafts.push({
      topic: 'broken_promise',
      text: `Hearing ${federation.name} broke a promise to ${e.name}. Keep your word to the rest of the locker room or watch them walk.`,
      reason: `A broken promise to ${e.name} went public`,
      href: '/promises',
    });
  }
  return drafts;
};

/** A rival's rumours about the federation that stuck this week (backfired ones are laughed off, not repeated). */
export const rivalRumour: WeekCommentGenerator = (world, federation, { weekIndex }) => {
  const drafts: CommentDraft[] = [];
  for (const action of world.rivalryActions) {
    if (action.kind !== 'spreadRumours' || action.targetId !== federation.id || action.weekExecuted !== weekIndex) continue;
    if (action.effect.startsWith(RUMOURS_BACKFIRED)) continue;
    const rival = world.federations.find((f) => f.id === action.initiatorId)?.name ?? 'A rival';
    drafts.push({
      topic: 'rumour',
      text: `Is it true what ${rival} is saying about ${federation.name}? Answer it in the ring with a big show.`,
      reason: `Rumours spread by ${rival}`,
      href: '/dealings',
    });
  }
  return drafts;
};

/** Weeks since the title was last on the line, when that is a whole multiple of FAN_IDLE_TITLE_WEEKS; else null. */
function idleWeeks(lastDefendedWeek: number, weekIndex: number): number | null {
  const weeks = weekIndex - lastDefendedWeek;
  return weeks >= FAN_IDLE_TITLE_WEEKS && weeks % FAN_IDLE_TITLE_WEEKS === 0 ? weeks : null;
}

/** A vacant title nobody has fought for in FAN_IDLE_TITLE_WEEKS (and every FAN_IDLE_TITLE_WEEKS after). */
export const titleVacant: WeekCommentGenerator = (world, federation, { weekIndex }) => {
  const drafts: CommentDraft[] = [];
  for (const title of world.championships) {
    if (title.federationId !== federation.id || !title.isActive || title.holderId !== null) continue;
    const weeks = idleWeeks(title.lastDefendedWeek, weekIndex);
    if (weeks === null) continue;
    drafts.push({
      topic: 'title_vacant',
      text: `The ${title.name} has sat vacant for ${weeks} weeks. Crown somebody!`,
      reason: `The ${title.name} vacant ${weeks} weeks`,
      href: '/championships',
    });
  }
  return drafts;
};

/** A champion who has not defended in FAN_IDLE_TITLE_WEEKS (and every FAN_IDLE_TITLE_WEEKS after). */
export const championIdle: WeekCommentGenerator = (world, federation, { weekIndex }) => {
  const drafts: CommentDraft[] = [];
  for (const title of world.championships) {
    if (title.federationId !== federation.id || !title.isActive || title.holderId === null) continue;
    const weeks = idleWeeks(title.lastDefendedWeek, weekIndex);
    if (weeks === null) continue;
    const champion = findWrestlerIn(world, title.holderId)?.name ?? 'The champion';
    drafts.push({
      topic: 'champion_idle',
      text: `${champion} hasn't defended the ${title.name} in ${weeks} weeks. Put the belt on the line!`,
      reason: `The ${title.name} undefended ${weeks} weeks`,
      href: '/championships',
    });
  }
  return drafts;
};

/** The week generators in priority order (rules/fans.ts FAN_TOPICS). */
export const WEEK_COMMENT_GENERATORS: readonly WeekCommentGenerator[] = [wrestlerQuit, brokenPromise, rivalRumour, titleVacant, championIdle];
