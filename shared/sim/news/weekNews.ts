// The week's news (docs/rules/news.md "The world's news"): after the week's steps,
// advanceWeek writes what the world did in the week that ended into world.news, dated that week. It reads
// the world (shows, title lineages, TV deals, popularity openings), the week's events (signings, releases)
// and a look taken before the steps (which federations ran, which wrestlers were in the world) and never
// changes the game: no rule reads the news and nothing here draws from the generator, so a world plays the
// same with or without it (weekDeterminism.test.ts).
//
// Things a command does during a week (a show, a title change, a TV deal) carry that week's index; the
// computer-run federations act in the week advance, already in the new week, so their shows, titles and
// deals are written at the next advance, with the week they happened in. Signings and releases come from
// the week's events: the promoters' (the players' own signings are their own business, not news).
import { FINISH_RULES } from '#shared/rules/finishes.ts';
import { NEWS_IMPORTANCE, NEWS_POPULARITY_MARKS } from '#shared/rules/news.ts';
import { formatNumberUs } from '#shared/rules/money.ts';
import type { CalendarDate } from '#shared/rules/calendar.ts';
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { aiProfileOf, isRunning } from '../ai/profile.ts';
import type { SimEvent } from '../events.ts';
import { findWrestlerIn, type Wrestler } from '../roster/wrestler.ts';
import { mainEventSegment, showsOfWeek, type Show } from '../shows/show.ts';
import { findFederation, type Federation, type World } from '../world.ts';
import { retirementImportance, showImportance, signingImportance, titleChangeImportance } from './importance.ts';
import { addNewsItems, type NewNewsItem } from './newsItem.ts';
import { RICH_STAR_REASON } from '../ai/starSigning.ts';
import { publicReason } from '../world/companyPage.ts';
import { dealingNews } from './dealingNews.ts';
import { jointShowNews } from './jointShowNews.ts';
import { loanNews } from './loanNews.ts';

/** What the world looked like before the week's steps: which federations ran, and every wrestler by id. */
export interface BeforeTheWeek {
  federationIds: ReadonlySet<string>;
  runningAi: ReadonlySet<string>;
  /** The world's wrestlers, in world order (a copy of the list: a wrestler exists once, by id). */
  wrestlers: readonly Wrestler[];
}

export function lookBeforeTheWeek(world: World): BeforeTheWeek {
  return {
    federationIds: new Set(world.federations.map((f) => f.id)),
    runningAi: new Set(world.federations.filter((f) => aiProfileOf(f) && isRunning(f)).map((f) => f.id)),
    // A copy of the list, not a map by id built every week: only a retiree's name is looked up in it.
    wrestlers: world.wrestlers.slice(),
  };
}

const usd = (n: number) => `$${formatNumberUs(Math.round(n))}`;
const stars = (n: number) => `${n.toFixed(1)} stars`;

function nameOf(world: World, wrestlerId: string, before: BeforeTheWeek): string {
  return findWrestlerIn(world, wrestlerId)?.name ?? before.wrestlers.find((w) => w.id === wrestlerId)?.name ?? 'a wrestler';
}

/**
 * The main event of a run show, as one sentence ("Main event: A vs B, won by A."); '' without a card. A title
 * changes hands only on a clean finish, so the words follow what happened to the title: a challenger's cheap
 * win reads "Main event: A vs B: A beat the champion B by disqualification; B keeps the title.", a new
 * champion "..., won by A, the new champion.", a defence "..., won by B, who keeps the title."
 */
export function mainEventLine(world: World, show: Show, before: BeforeTheWeek): string {
  const main = mainEventSegment(show);
  if (!main) return '';
  const result = main.kind === 'match' ? main.result : null;
  const winnerIds = result?.winners ?? [];
  const winners = winnerIds.map((id) => nameOf(world, id, before));
  if (winners.length === 0) return `Main event: ${main.title}.`;
  const title = result?.title ?? null;
  const holderId = title?.holderId ?? null;
  if (title && holderId && (title.outcome === 'retained' || title.outcome === 'no_change')) {
    const champion = nameOf(world, holderId, before);
    if (winnerIds.includes(holderId)) return `Main event: ${main.title}, won by ${winners.join(' and ')}, who keeps the title.`;
    const how = result?.finishType ? ` ${FINISH_RULES[result.finishType].phrase}` : '';
    return `Main event: ${main.title}: ${winners.join(' and ')} beat the champion ${champion}${how}; ${champion} keeps the title.`;
  }
  if (title && (title.outcome === 'new_champion' || title.outcome === 'crowned')) return `Main event: ${main.title}, won by ${winners.join(' and ')}, the new champion.`;
  return `Main event: ${main.title}, won by ${winners.join(' and ')}.`;
}

/** True when the federation ran a show before week `weekIndex` (its first show makes a milestone). */
function ranShowBefore(world: World, federationId: string, weekIndex: number): boolean {
  return world.shows.some((s) => s.federationId === federationId && s.hasBeenRun && s.weekIndex < weekIndex);
}

function showNews(world: World, ended: CalendarDate, before: BeforeTheWeek): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const show of showsOfWeek(world, ended.totalWeeksProgressed).reverse()) {
    if (!show.hasBeenRun || !show.result) continue;
    const federation = findFederation(world, show.federationId);
    if (!federation) continue;
    const rating = show.result.rating.value;
    const main = mainEventLine(world, show, before);
    const text = `${main ? `${main} ` : ''}Rated ${stars(rating)} before ${formatNumberUs(show.result.attendance)} fans.`;
    const base = { federationIds: [federation.id], wrestlerIds: show.segments.at(-1)?.participants ?? [], text };
    if (federation.controller === 'player') {
      const first = !ranShowBefore(world, federation.id, ended.totalWeeksProgressed);
      if (first) {
        items.push({ ...base, kind: 'milestone', importance: NEWS_IMPORTANCE.milestone, headline: `${federation.name} holds its first show: ${show.name}` });
        continue;
      }
      if (showImportance(rating) > NEWS_IMPORTANCE.show) {
        items.push({ ...base, kind: 'milestone', importance: NEWS_IMPORTANCE.milestone, headline: `${federation.name}'s ${show.name} earns ${stars(rating)}` });
        continue;
      }
    }
    items.push({ ...base, kind: 'show', importance: showImportance(rating), headline: `${federation.name} presents ${show.name} (${stars(rating)})` });
  }
  return items;
}

function titleNews(world: World, ended: CalendarDate): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  const week = ended.totalWeeksProgressed;
  for (const title of world.championships) {
    const history = title.history;
    for (let i = history.length - 1; i >= 0 && history[i]!.weekIndex >= week; i -= 1) {
      const entry = history[i]!;
      if (entry.weekIndex !== week || entry.event !== 'won' || !entry.holder) continue;
      const federation = findFederation(world, title.federationId);
      if (!federation) continue;
      const previous = history[i - 1];
      const reignEnd = previous && previous.holder && previous.holder !== entry.holder ? `, ending ${previous.holderName}'s reign` : '';
      const mine = federation.controller === 'player';
      items.push({
        kind: 'titleChange',
        importance: mine ? NEWS_IMPORTANCE.milestone : titleChangeImportance(federation.popularity),
        federationIds: [federation.id],
        wrestlerIds: [entry.holder],
        headline: `${entry.holderName} wins the ${title.name}`,
        text: `${federation.name} has a new champion${reignEnd}. ${entry.eventDescription}`.trim(),
      });
    }
  }
  return items;
}

function foundedAndClosedNews(world: World, before: BeforeTheWeek, events: readonly SimEvent[]): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const federation of world.federations) {
    const profile = aiProfileOf(federation);
    if (!profile) continue;
    if (!before.federationIds.has(federation.id) && federation.founded) {
      items.push({
        kind: 'founded',
        importance: NEWS_IMPORTANCE.founded,
        federationIds: [federation.id],
        wrestlerIds: [],
        headline: `${federation.name} opens its doors`,
        text: `A new ${profile.style} promotion (${profile.gimmick}) enters the scene with popularity ${Math.round(federation.popularity)} and ${usd(federation.funds)} in the bank.`,
      });
    }
    if (before.runningAi.has(federation.id) && !profile.isActive) {
      const freed = events.filter((e) => e.kind === 'wrestlerReleased' && e.federationId === federation.id).length;
      const titles = world.championships.filter((c) => c.federationId === federation.id && !c.isActive);
      items.push({
        kind: 'closed',
        importance: NEWS_IMPORTANCE.closed,
        federationIds: [federation.id],
        wrestlerIds: [],
        headline: `${federation.name} closes its doors`,
        text: `${profile.closedReason ?? 'It closed'}. ${freed} wrestler${freed === 1 ? ' is' : 's are'} free agents now${titles.length > 0 ? `; its titles are retired, their lineage kept` : ''}.`,
      });
      for (const title of titles) {
        items.push({
          kind: 'titleRetired',
          importance: NEWS_IMPORTANCE.titleRetired,
          federationIds: [federation.id],
          wrestlerIds: [],
          headline: `The ${title.name} is retired`,
          text: `${federation.name} closed: the title's lineage of ${title.history.filter((h) => h.event === 'won' || h.event === 'awarded').length} reigns is kept.`,
        });
      }
    }
  }
  return items;
}

/**
 * The reason the promoter gave for signing `name`, newest first; null when the roster fill signed them. A
 * rich promoter's star signing (ai/starSigning.ts) reads as its company page shows it: without the funds it
 * had left or the severance it paid.
 */
function signingReason(federation: Federation, name: string): string | null {
  const decision = aiProfileOf(federation)?.decisions.findLast((d) => d.action === 'sign' && (d.reason.startsWith(`Signed ${name} `) || d.reason.startsWith(`${RICH_STAR_REASON} ${name} `)));
  if (!decision) return null;
  return decision.reason.startsWith(RICH_STAR_REASON) ? publicReason('sign', decision.reason) : decision.reason;
}

function contractNews(world: World, before: BeforeTheWeek, events: readonly SimEvent[]): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  const closedNow = new Set(world.federations.filter((f) => before.runningAi.has(f.id) && aiProfileOf(f)?.isActive === false).map((f) => f.id));
  for (const event of events) {
    if (event.kind === 'wrestlerSigned') {
      const federation = findFederation(world, event.federationId);
      // A promoter's signing; a new federation's founding roster is in its founding item.
      if (!federation || !aiProfileOf(federation) || !before.federationIds.has(federation.id)) continue;
      const wrestler = findWrestlerIn(world, event.wrestlerId);
      const reason = signingReason(federation, event.name);
      items.push({
        kind: 'signing',
        importance: signingImportance(wrestler?.totalPoints ?? 0),
        federationIds: [federation.id],
        wrestlerIds: [event.wrestlerId],
        headline: `${federation.name} signs ${event.name}`,
        text: reason ? `${reason}.` : `A ${event.weeks}-week contract for ${usd(event.salary)} a week.`,
      });
    } else if (event.kind === 'wrestlerReleased' && event.reason !== 'retired' && !closedNow.has(event.federationId)) {
      const federation = findFederation(world, event.federationId);
      if (!federation) continue;
      const reason = aiProfileOf(federation)?.decisions.findLast((d) => d.action === 'release' && d.reason.startsWith(`Released ${event.name} `))?.reason;
      items.push({
        kind: 'release',
        importance: NEWS_IMPORTANCE.release,
        federationIds: [federation.id],
        wrestlerIds: [event.wrestlerId],
        headline: event.reason === 'expired' ? `${event.name} leaves ${federation.name}` : `${federation.name} releases ${event.name}`,
        text: event.reason === 'expired' ? `${event.name}'s contract ran out: a free agent now.` : reason ? `${reason}.` : `${event.name} is a free agent now.`,
      });
    }
  }
  return items;
}

/** Wrestlers in the world before the week and gone after it retired (aging.ts: the only way out of the world). */
function retirementNews(world: World, before: BeforeTheWeek, events: readonly SimEvent[]): NewNewsItem[] {
  const gone = wrestlersGone(before.wrestlers, world.wrestlers);
  if (gone.length === 0) return [];
  // Their contract is cleared by now; the retirement's release event names the federation that held them.
  const releases = new Map<string, string>();
  for (const event of events) {
    if (event.kind === 'wrestlerReleased' && event.reason === 'retired' && !releases.has(event.wrestlerId)) releases.set(event.wrestlerId, event.federationId);
  }
  const items: NewNewsItem[] = [];
  for (const wrestler of gone) {
    const id = wrestler.id;
    const releasedBy = releases.get(id);
    const federation = releasedBy === undefined ? undefined : findFederation(world, releasedBy);
    items.push({
      kind: 'retirement',
      importance: retirementImportance(wrestler.totalPoints),
      federationIds: federation ? [federation.id] : [],
      wrestlerIds: [id],
      headline: `${wrestler.name} retires`,
      text: `${wrestler.name} retires from the ring at ${wrestler.age}, after ${wrestler.yearsInIndustry} years in the business${federation ? `, and leaves ${federation.name}` : ''}.`,
    });
  }
  return items;
}

/**
 * The wrestlers of `before` whose id is not in `after`, in before's order. The world's list keeps its order
 * and its objects through a week (retirees are filtered out, newcomers appended), so a walk along both
 * lists comparing objects finds the leavers without reading a wrestler or building a set of every id each
 * week; a wrestler it passes over is then looked for by id, so any other change of the list is answered
 * the same.
 */
export function wrestlersGone(before: readonly Wrestler[], after: readonly Wrestler[]): Wrestler[] {
  const passed: Wrestler[] = [];
  let j = 0;
  for (const wrestler of before) {
    if (after[j] === wrestler) j += 1;
    else passed.push(wrestler);
  }
  if (passed.length === 0) return passed;
  const stayed = new Set<string>();
  const passedIds = new Set(passed.map((w) => w.id));
  for (const wrestler of after) if (passedIds.has(wrestler.id)) stayed.add(wrestler.id);
  return stayed.size === 0 ? passed : passed.filter((w) => !stayed.has(w.id));
}

function tvNews(world: World, ended: CalendarDate): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const federation of world.federations) {
    for (const deal of federation.broadcastDeals) {
      if (deal.startWeek !== ended.totalWeeksProgressed) continue;
      const network = findTvNetwork(deal.networkId)?.name ?? deal.networkId;
      const show = world.shows.findLast((s) => s.id === deal.showId);
      items.push({
        kind: 'tvDeal',
        importance: NEWS_IMPORTANCE.tvDeal,
        federationIds: [federation.id],
        wrestlerIds: [],
        headline: `${federation.name} signs a TV deal with ${network}`,
        text: `${show ? show.name : 'Its weekly show'} airs on ${network} for ${deal.lengthWeeks} weeks.`,
      });
    }
  }
  return items;
}

/** The player's popularity marks reached this week and not in the kept openings before (popularityHistory). */
function markNews(world: World): NewNewsItem[] {
  const items: NewNewsItem[] = [];
  for (const federation of world.federations) {
    if (federation.controller !== 'player' || !federation.founded) continue;
    const history = federation.popularityHistory ?? [];
    if (history.length < 2) continue;
    const now = history.at(-1)!;
    const before = Math.max(...history.slice(0, -1));
    for (const mark of NEWS_POPULARITY_MARKS) {
      if (now < mark || before >= mark) continue;
      items.push({
        kind: 'milestone',
        importance: NEWS_IMPORTANCE.milestone,
        federationIds: [federation.id],
        wrestlerIds: [],
        headline: `${federation.name} reaches popularity ${mark}`,
        text: `The fans are talking: ${federation.name} opens the week at popularity ${Math.round(now)}.`,
      });
    }
  }
  return items;
}

/** Writes the news of the week that ended (`ended`): called by advanceWeek after the week's steps. */
export function writeWeekNews(world: World, before: BeforeTheWeek, events: readonly SimEvent[], ended: CalendarDate): void {
  const items = foundedAndClosedNews(world, before, events);
  for (const part of [titleNews(world, ended), tvNews(world, ended), contractNews(world, before, events), retirementNews(world, before, events), markNews(world), showNews(world, ended, before), dealingNews(world, ended), jointShowNews(world, ended), loanNews(world, ended)]) {
    for (const item of part) items.push(item);
  }
  // Within the week the biggest items come first in the feed (newest first): added smallest first, stable.
  items.sort((a, b) => a.importance - b.importance);
  addNewsItems(world, items, ended);
}
