// The week's joint shows in the news (docs/rules/diplomacy.md "Joint shows", docs/rules/news.md): every joint
// show agreed in the week that ended and every one held in it, the player's and those between two rivals
// alike ("Apex Wrestling and Red Sun Wrestling agree a supershow"), read from the world's record of joint
// shows and the shows they became; never changes the game.
import { formatDate, weekAhead, type CalendarDate } from '#shared/rules/calendar.ts';
import { JOINT_SHOW_TYPE_PHRASES } from '#shared/rules/diplomacy.ts';
import { formatNumberUs, formatUsdPlain } from '#shared/rules/money.ts';
import { NEWS_IMPORTANCE } from '#shared/rules/news.ts';
import { findShow } from '../shows/show.ts';
import { findFederation, type World } from '../world.ts';
import type { NewNewsItem } from './newsItem.ts';

export function jointShowNews(world: World, ended: CalendarDate): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const joint of world.jointShows) {
    const proposer = findFederation(world, joint.proposerId);
    const partner = findFederation(world, joint.partnerId);
    if (!proposer || !partner || joint.status === 'rejected') continue;
    const ids = [proposer.id, partner.id];
    if (joint.proposedWeek === ended.totalWeeksProgressed) {
      const date = formatDate(weekAhead(ended, joint.scheduledWeek - ended.totalWeeksProgressed));
      items.push({
        kind: 'dealing',
        importance: NEWS_IMPORTANCE.dealing,
        federationIds: ids,
        wrestlerIds: [],
        headline: `${proposer.name} and ${partner.name} agree ${JOINT_SHOW_TYPE_PHRASES[joint.type]}`,
        text: `The two rosters meet at the Joint Event Arena in ${date}; ${proposer.name} takes ${joint.split}% of the income.`,
      });
    }
    const show = joint.showId ? findShow(world, joint.showId) : undefined;
    if (show?.hasBeenRun && show.result && show.weekIndex === ended.totalWeeksProgressed && joint.income) {
      items.push({
        kind: 'dealing',
        importance: NEWS_IMPORTANCE.dealing,
        federationIds: ids,
        wrestlerIds: [],
        headline: `${show.name} earns $${formatUsdPlain(joint.income.value)}`,
        text: `${proposer.name} and ${partner.name} held ${JOINT_SHOW_TYPE_PHRASES[joint.type]} rated ${show.result.rating.value.toFixed(1)} stars before ${formatNumberUs(show.result.attendance)} fans.`,
      });
    }
  }
  return items;
}
