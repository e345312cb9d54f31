// The week's loans in the news (docs/rules/diplomacy.md "Loans", docs/rules/news.md): every loan made in the
// week that ended, the player's and those between two rivals alike ("Apex Wrestling lends Kit Hollander to
// Red Sun Wrestling"), read from the world's record of loans and dated the week it was made; never changes
// the game.
import { NEWS_IMPORTANCE } from '#shared/rules/news.ts';
import type { CalendarDate } from '#shared/rules/calendar.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { countOf } from '#shared/rules/plural.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import { findFederation, type World } from '../world.ts';
import type { NewNewsItem } from './newsItem.ts';

export function loanNews(world: World, ended: CalendarDate): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const loan of world.wrestlerLoans) {
    if (loan.startWeek !== ended.totalWeeksProgressed) continue;
    const lender = findFederation(world, loan.fromId);
    const borrower = findFederation(world, loan.toId);
    const wrestler = findWrestlerIn(world, loan.wrestlerId);
    if (!lender || !borrower || !wrestler) continue;
    items.push({
      kind: 'dealing',
      importance: NEWS_IMPORTANCE.dealing,
      federationIds: [lender.id, borrower.id],
      wrestlerIds: [wrestler.id],
      headline: `${lender.name} lends ${wrestler.name} to ${borrower.name}`,
      text: `${wrestler.name} works for ${borrower.name} for ${countOf(loan.endWeek - loan.startWeek, 'week')}, at $${formatUsdPlain(loan.weeklyFee)} a week.`,
    });
  }
  return items;
}
