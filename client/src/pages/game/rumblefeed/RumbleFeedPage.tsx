// /rumblefeed: the world's news (shared/sim/news, docs/rules/news.md "The world's news"), newest first and
// grouped by week, fetched a page at a time with the read-only getNews command (nothing of it is synced).
// Filters All / Big / Mine are Radix Tabs (arrow keys move between them); the choice is kept in the
// address (?filter=big) so it survives a reload. Each item shows its importance (a badge and an accent),
// the federation (a link to /companies/:id) and its wrestlers (links to /wrestler/:id); the player's own
// items are highlighted. The feed is fetched again when the week changes.
import { Tabs } from 'radix-ui';
import { Flame, Newspaper } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { NEWS_BIG_IMPORTANCE } from '#shared/rules/news.ts';
import type { FeedItem, NewsFilter } from '#shared/sim/news/newsPage.ts';
import { Badge, type BadgeTone } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { useWorldPages } from '#client/net/useWorldPages.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';

export const NEWS_FILTER_LABELS: Readonly<Record<NewsFilter, string>> = { all: 'All', big: 'Big', mine: 'Mine' };
const FILTERS = Object.keys(NEWS_FILTER_LABELS) as NewsFilter[];
/** Items fetched per page ("Load more"). */
export const FEED_PAGE = 30;

export function feedFilterFromSearch(search: string): NewsFilter {
  const filter = new URLSearchParams(search).get('filter');
  return filter === 'big' || filter === 'mine' ? filter : 'all';
}

const IMPORTANCE: Readonly<Record<number, { label: string; tone: BadgeTone; accent: string }>> = {
  1: { label: 'News', tone: 'neutral', accent: 'border-l-line-strong' },
  2: { label: 'Notable', tone: 'info', accent: 'border-l-info' },
  3: { label: 'Big news', tone: 'gold', accent: 'border-l-gold' },
};

const EMPTY: Readonly<Record<NewsFilter, string>> = {
  all: 'No news yet: advance a week.',
  big: 'No big news yet: closings, star signings and big title changes land here.',
  mine: 'No news about your federation yet: run shows, win titles and grow to make the headlines.',
};

const triggerClass =
  'flex h-9 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold ' +
  'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_var(--color-line-strong)]';

/** The text with each named wrestler's name linked to their page (first mention of each). */
function withWrestlerLinks(text: string, wrestlers: FeedItem['wrestlers']): ReactNode {
  const names = wrestlers.filter((w) => w.name.length > 0 && text.includes(w.name));
  if (names.length === 0) return text;
  const pattern = new RegExp(`(${names.map((w) => w.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  const linked = new Set<string>();
  return text.split(pattern).map((part, index) => {
    const wrestler = names.find((w) => w.name === part);
    if (!wrestler || linked.has(wrestler.id)) return <Fragment key={index}>{part}</Fragment>;
    linked.add(wrestler.id);
    return (
      <Link key={index} href={`/wrestler/${wrestler.id}`} className="font-semibold text-ink underline decoration-line-strong underline-offset-2 hover:text-gold">
        {part}
      </Link>
    );
  });
}

function NewsCard({ item, federationName }: { item: FeedItem; federationName: string | null }) {
  const importance = IMPORTANCE[item.importance] ?? IMPORTANCE[1]!;
  const federationId = item.federationIds[0];
  return (
    <li
      className={cx('flex flex-col gap-2 rounded-card border border-l-4 bg-surface p-4 shadow-card', importance.accent, item.mine ? 'border-gold/40 bg-gold-soft/30' : 'border-line')}
      data-testid="news-item"
      data-kind={item.kind}
      data-importance={item.importance}
      data-mine={item.mine ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone={importance.tone}>
          {item.importance >= NEWS_BIG_IMPORTANCE && <Flame aria-hidden="true" className="size-3" />}
          {importance.label}
        </Badge>
        {federationId && federationName && (
          <Link href={`/companies/${federationId}`} className="font-semibold text-ink-muted hover:text-gold hover:underline" data-testid="news-federation">
            {federationName}
          </Link>
        )}
        {item.mine && <Badge tone="success">Your federation</Badge>}
      </div>
      <h3 className="text-base leading-snug font-bold" data-testid="news-headline">
        {withWrestlerLinks(item.headline, item.wrestlers)}
      </h3>
      {item.text && <p className="text-sm text-ink-muted">{withWrestlerLinks(item.text, item.wrestlers)}</p>}
    </li>
  );
}

/** The items grouped by week, newest first (the items arrive newest first). */
function byWeek(items: readonly FeedItem[]): Array<{ key: number; label: string; items: FeedItem[] }> {
  const groups: Array<{ key: number; label: string; items: FeedItem[] }> = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.key === item.weekIndex) last.items.push(item);
    else groups.push({ key: item.weekIndex, label: `Week ${item.week}, ${item.month} ${item.year}`, items: [item] });
  }
  return groups;
}

function Feed({ state, filter }: { state: Snapshot<GameMirror>; filter: NewsFilter }) {
  // The first page arrives when the feed mounts (it is keyed by filter and week, so it remounts for a new one).
  const { items, total, loading, error, loadMore, retry } = useWorldPages('getNews', { filter }, { pageSize: FEED_PAGE, select: (answer) => answer.news });

  const nameOf = (id: string | undefined) => (id ? (state.federations[id]?.name ?? null) : null);

  if (error && items.length === 0) {
    return <RetryNotice title="The news could not be loaded" message={error} onRetry={retry} data-testid="news-error" />;
  }
  if (loading && items.length === 0) {
    return (
      <div className="flex justify-center py-14" data-testid="news-loading">
        <Spinner />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="news-empty">
        <Newspaper aria-hidden="true" className="size-10 text-ink-subtle" />
        <p className="max-w-sm text-sm text-ink-muted">{EMPTY[filter]}</p>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {byWeek(items).map((group) => (
        <section key={group.key} aria-label={group.label} className="flex flex-col gap-3" data-testid="news-week">
          <h2 className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">{group.label}</h2>
          <ul className="flex flex-col gap-2">
            {group.items.map((item) => (
              <NewsCard key={item.id} item={item} federationName={nameOf(item.federationIds[0])} />
            ))}
          </ul>
        </section>
      ))}
      {error && (
        <p className="text-center text-sm text-danger-strong" role="alert">
          {error}
        </p>
      )}
      {loading && (
        <div className="flex justify-center">
          <Spinner />
        </div>
      )}
      {!loading && items.length < total && (
        <Button variant="ghost" size="sm" onClick={loadMore} data-testid="news-load-more">
          Load more ({total - items.length} older)
        </Button>
      )}
    </div>
  );
}

function RumbleFeedView({ state }: { state: Snapshot<GameMirror> }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = feedFilterFromSearch(search);
  const choose = (next: string) => navigate(next === 'all' ? '/rumblefeed' : `/rumblefeed?filter=${next}`, { replace: true });
  return (
    <GamePage testId="rumblefeed-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <Newspaper aria-hidden="true" className="size-7 text-gold" />
          RumbleFeed
        </h1>
        <p className="text-sm text-ink-muted">What the wrestling world did, week by week: shows, title changes, signings, openings and closings.</p>
      </div>
      <Tabs.Root value={filter} onValueChange={choose} className="flex flex-col gap-4">
        <Tabs.List aria-label="Filter the news" className="flex gap-1 self-start rounded-xl border border-line bg-canvas/70 p-1" data-testid="news-filters">
          {FILTERS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={triggerClass} data-testid={`news-filter-${name}`}>
              {NEWS_FILTER_LABELS[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={filter} className="outline-none focus-visible:outline-2 focus-visible:outline-gold">
          {/* A new week or another filter starts the feed again. */}
          <Feed key={`${filter}-${state.calendar.totalWeeksProgressed}`} state={state} filter={filter} />
        </Tabs.Content>
      </Tabs.Root>
    </GamePage>
  );
}

export function RumbleFeedPage() {
  return <GameStateGate>{(state) => <RumbleFeedView state={state} />}</GameStateGate>;
}
