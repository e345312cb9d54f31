// The catalog itself (loaded in its own chunk with the wrestler data): search by name or nationality,
// sort, category chips, the result count and the grid of wrestler cards.
// Speed: filtering is memoized; the list follows the controls through useDeferredValue, so typing and
// chip presses answer at once and the grid re-renders in interruptible background work; the first
// screenful of cards renders first and the rest in a transition; off-screen cards skip layout and
// paint (content-visibility).
import { SearchX } from 'lucide-react';
import { startTransition, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { CATEGORIES, type WrestlerCategory } from '#shared/rules/rating.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { cx } from '#client/lib/cx.ts';
import { DEFAULT_QUERY, queryCatalog, SORT_OPTIONS, type CatalogSort } from './catalogQuery.ts';
import { WrestlerCard } from './WrestlerCard.tsx';

/** Cards rendered before the rest of the list: about two screens on a desktop. */
const FIRST_CARDS = 12;

const COUNT_BY_CATEGORY = Object.fromEntries(CATEGORIES.map((c) => [c, WRESTLERS.filter((w) => w.category === c).length])) as Record<
  WrestlerCategory,
  number
>;

function Chip({ pressed, onClick, label, count }: { pressed: boolean; onClick: () => void; label: string; count: number }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        pressed ? 'border-gold bg-gold text-gold-ink' : 'border-line bg-raised text-ink-muted hover:border-line-strong hover:text-ink',
      )}
    >
      {label}{' '}
      <span className={cx('text-xs font-medium tabular-nums', pressed ? 'text-gold-ink/80' : 'text-ink-muted')}>
        {count}
        <span className="sr-only"> wrestlers</span>
      </span>
    </button>
  );
}

export function WrestlersCatalog() {
  const [search, setSearch] = useState(DEFAULT_QUERY.search);
  const [category, setCategory] = useState<WrestlerCategory | null>(DEFAULT_QUERY.category);
  const [sort, setSort] = useState<CatalogSort>(DEFAULT_QUERY.sort);
  const [mounted, setMounted] = useState(false);
  const sortId = useId();
  const query = useDeferredValue(useMemo(() => ({ search, category, sort }), [search, category, sort]));

  useEffect(() => startTransition(() => setMounted(true)), []);

  const results = useMemo(() => queryCatalog(WRESTLERS, query), [query]);
  const shown = mounted ? results : results.slice(0, FIRST_CARDS);
  const filtered = search.trim() !== '' || category !== null;

  const clear = () => {
    setSearch('');
    setCategory(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pb-16 sm:px-6">
      <section aria-label="Search and filter wrestlers" className="flex flex-col gap-4 rounded-card border border-line bg-surface/90 p-4 shadow-card sm:p-5">
        <div className="grid gap-3 sm:grid-cols-[1fr_15rem]">
          <Input
            label="Search wrestlers"
            type="search"
            placeholder="Name or nationality"
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={sortId} className="text-sm font-medium text-ink">
              Sort by
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as CatalogSort)}
              className="h-11 w-full rounded-lg border border-line bg-canvas/60 px-3 text-[15px] text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          <Chip pressed={category === null} onClick={() => setCategory(null)} label="All" count={WRESTLERS.length} />
          {CATEGORIES.map((c) => (
            <Chip key={c} pressed={category === c} onClick={() => setCategory(category === c ? null : c)} label={c} count={COUNT_BY_CATEGORY[c]} />
          ))}
        </div>
      </section>

      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-ink-muted" data-testid="result-count">
          {results.length === WRESTLERS.length ? (
            <>
              Showing all <span className="font-semibold text-ink">{results.length}</span> wrestlers
            </>
          ) : (
            <>
              Showing <span className="font-semibold text-ink">{results.length}</span> of {WRESTLERS.length} wrestlers
            </>
          )}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>

      {results.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
          <p className="text-lg font-bold">No wrestlers match your search</p>
          <p className="max-w-sm text-sm text-ink-muted">Try another name or country, or show every category.</p>
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear filters
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Wrestlers">
          {shown.map((w) => (
            <li key={w.id} className="[contain-intrinsic-size:auto_30rem] [content-visibility:auto]">
              <WrestlerCard wrestler={w} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
