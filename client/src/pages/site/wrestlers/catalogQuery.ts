// Search, category filter and sort of the wrestler catalog: a pure function the page memoizes.
import type { PredefinedWrestler } from '#shared/data/wrestlers.ts';
import type { WrestlerCategory } from '#shared/rules/rating.ts';

export type CatalogSort = 'rating' | 'popularity' | 'name' | 'salary';

export const SORT_OPTIONS: ReadonlyArray<{ value: CatalogSort; label: string }> = [
  { value: 'rating', label: 'Rating (highest first)' },
  { value: 'popularity', label: 'Popularity (highest first)' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'salary', label: 'Salary (highest first)' },
];

export interface CatalogQuery {
  /** Matched against name and nationality, ignoring case and accents. */
  search: string;
  /** null: every category. */
  category: WrestlerCategory | null;
  sort: CatalogSort;
}

export const DEFAULT_QUERY: CatalogQuery = { search: '', category: null, sort: 'rating' };

/** Lowercase without accents, so "ruegg" finds "Rüegg". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const byName = (a: PredefinedWrestler, b: PredefinedWrestler) => a.name.localeCompare(b.name, 'en');

const COMPARE: Record<CatalogSort, (a: PredefinedWrestler, b: PredefinedWrestler) => number> = {
  rating: (a, b) => b.totalPoints - a.totalPoints || byName(a, b),
  popularity: (a, b) => b.popularity - a.popularity || b.totalPoints - a.totalPoints || byName(a, b),
  name: byName,
  salary: (a, b) => b.baseSalary - a.baseSalary || byName(a, b),
};

/** The wrestlers that match the query, in the query's order. Never mutates `wrestlers`. */
export function queryCatalog(wrestlers: readonly PredefinedWrestler[], { search, category, sort }: CatalogQuery): PredefinedWrestler[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const matches = wrestlers.filter((w) => {
    if (category && w.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = foldText(`${w.name} ${w.nationality}`);
    return words.every((word) => haystack.includes(word));
  });
  return matches.sort(COMPARE[sort]);
}
