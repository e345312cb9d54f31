// The week's dealings in the news (docs/rules/diplomacy.md, docs/rules/news.md): every rivalry action, poach
// and raid taken in the week that ended, the player's and those between two rivals alike, so the world has
// feuds and friendships of its own. Read from the world's record of actions (world.rivalryActions), dated
// the week each was taken; never changes the game.
import { NEWS_IMPORTANCE } from '#shared/rules/news.ts';
import type { CalendarDate } from '#shared/rules/calendar.ts';
import type { RivalryAction } from '../diplomacy/rivalryAction.ts';
import { findFederation, type World } from '../world.ts';
import type { NewNewsItem } from './newsItem.ts';

/** The headline of an action, "Apex Wrestling starts a media war with Red Sun Wrestling". */
export function dealingHeadline(action: Pick<RivalryAction, 'kind'>, initiator: string, target: string): string {
  switch (action.kind) {
    case 'spreadRumours':
      return `${initiator} spreads rumours about ${target}`;
    case 'counterProgramming':
      return `${initiator} counter-programs ${target}`;
    case 'mediaWar':
      return `${initiator} starts a media war with ${target}`;
    case 'alliance':
      return `${initiator} and ${target} form an alliance`;
    case 'crossPromotion':
      return `${initiator} and ${target} cross-promote`;
    case 'tradeAgreement':
      return `${initiator} and ${target} sign a trade agreement`;
    case 'poach':
      return `${initiator} poaches from ${target}`;
    case 'raid':
      return `${initiator} raids ${target}'s roster`;
  }
}

const FEUDS: ReadonlySet<RivalryAction['kind']> = new Set(['mediaWar', 'poach', 'raid']);

export function dealingNews(world: World, ended: CalendarDate): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const action of world.rivalryActions) {
    if (action.weekExecuted !== ended.totalWeeksProgressed) continue;
    const initiator = findFederation(world, action.initiatorId);
    const target = findFederation(world, action.targetId);
    if (!initiator || !target) continue;
    items.push({
      kind: 'dealing',
      importance: FEUDS.has(action.kind) ? NEWS_IMPORTANCE.feud : NEWS_IMPORTANCE.dealing,
      federationIds: [initiator.id, target.id],
      wrestlerIds: [],
      headline: dealingHeadline(action, initiator.name, target.name),
      text: action.effect,
    });
  }
  return items;
}
