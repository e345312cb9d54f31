import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { queryCatalog } from './catalogQuery.ts';
import { WrestlersCatalog } from './WrestlersCatalog.tsx';

const cardNames = () => screen.queryAllByTestId('wrestler-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const countText = () => screen.getByTestId('result-count').textContent;

describe('queryCatalog', () => {
  it('matches name and nationality words, ignoring case and accents', () => {
    expect(queryCatalog(WRESTLERS, { search: 'RUEGG', category: null, sort: 'name' }).map((w) => w.id)).toEqual(['chiara_ruegg']);
    const irish = queryCatalog(WRESTLERS, { search: 'ireland', category: null, sort: 'name' });
    expect(irish.length).toBeGreaterThan(1);
    expect(irish.every((w) => w.nationality === 'Ireland')).toBe(true);
    expect(queryCatalog(WRESTLERS, { search: 'orla ireland', category: null, sort: 'name' }).map((w) => w.name)).toEqual(['Orla Finnegan']);
  });

  it('sorts by salary and popularity, highest first, without touching the catalog', () => {
    const before = WRESTLERS.map((w) => w.id);
    const bySalary = queryCatalog(WRESTLERS, { search: '', category: null, sort: 'salary' });
    for (let i = 1; i < bySalary.length; i++) expect(bySalary[i - 1]!.baseSalary).toBeGreaterThanOrEqual(bySalary[i]!.baseSalary);
    const byPopularity = queryCatalog(WRESTLERS, { search: '', category: null, sort: 'popularity' });
    for (let i = 1; i < byPopularity.length; i++) expect(byPopularity[i - 1]!.popularity).toBeGreaterThanOrEqual(byPopularity[i]!.popularity);
    expect(WRESTLERS.map((w) => w.id)).toEqual(before);
  });
});

describe('WrestlersCatalog', () => {
  it('shows every wrestler, best rating first, with stats on each card', () => {
    renderAt('/wrestlers', <WrestlersCatalog />);
    expect(countText()).toBe(`Showing all ${WRESTLERS.length} wrestlers`);
    expect(cardNames()).toEqual(WRESTLERS.map((w) => w.name));

    const best = WRESTLERS[0]!;
    const card = screen.getByRole('article', { name: best.name });
    expect(within(card).getByRole('img', { name: `Portrait of ${best.name}` })).toBeTruthy();
    expect(within(card).getByText(String(best.totalPoints))).toBeTruthy();
    expect(within(card).getByTitle(`Category ${best.category}`).textContent).toBe(`Category ${best.category}`);
    expect(within(card).getByText(best.style)).toBeTruthy();
    expect(within(card).getByText(`${best.nationality} · ${best.age} yrs`)).toBeTruthy();
    for (const skill of ['Strength', 'Agility', 'Technical', 'Charisma', 'Stamina']) expect(within(card).getByText(skill)).toBeTruthy();
    expect(card.textContent).toContain(`Requires popularity ${best.minFederationPopularityRequired}`);
    expect(card.textContent).toContain(`$${best.baseSalary.toLocaleString('en-US')} / week`);
  });

  it('filters by name or nationality as you type, with an empty state', async () => {
    renderAt('/wrestlers', <WrestlersCatalog />);
    const search = screen.getByLabelText('Search wrestlers');

    fireEvent.change(search, { target: { value: 'orrevik' } });
    await waitFor(() => expect(cardNames()).toEqual(['Torvald Orrevik']));
    expect(countText()).toBe(`Showing 1 of ${WRESTLERS.length} wrestlers`);

    fireEvent.change(search, { target: { value: 'japan' } });
    const japanese = WRESTLERS.filter((w) => w.nationality === 'Japan').map((w) => w.name);
    await waitFor(() => expect(cardNames()).toEqual(japanese));

    fireEvent.change(search, { target: { value: 'zzz no such wrestler' } });
    await waitFor(() => expect(screen.getByText('No wrestlers match your search')).toBeTruthy());
    expect(cardNames()).toEqual([]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(cardNames()).toHaveLength(WRESTLERS.length));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('filters by category with toggle chips', () => {
    renderAt('/wrestlers', <WrestlersCatalog />);
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const all = within(group).getByRole('button', { name: /^All/ });
    const s = within(group).getByRole('button', { name: /^S\b/ });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(s.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(s);
    const stars = WRESTLERS.filter((w) => w.category === 'S');
    expect(s.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(cardNames()).toEqual(stars.map((w) => w.name));
    expect(countText()).toBe(`Showing ${stars.length} of ${WRESTLERS.length} wrestlers`);

    fireEvent.click(within(group).getByRole('button', { name: /^F\b/ }));
    expect(cardNames()).toEqual(WRESTLERS.filter((w) => w.category === 'F').map((w) => w.name));

    // Pressing the active chip again shows everyone.
    fireEvent.click(within(group).getByRole('button', { name: /^F\b/ }));
    expect(cardNames()).toHaveLength(WRESTLERS.length);
    expect(all.getAttribute('aria-pressed')).toBe('true');
  });

  it('sorts by name, popularity and salary', () => {
    renderAt('/wrestlers', <WrestlersCatalog />);
    const sort = screen.getByLabelText('Sort by');

    fireEvent.change(sort, { target: { value: 'name' } });
    const names = cardNames() as string[];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe([...WRESTLERS].map((w) => w.name).sort((a, b) => a.localeCompare(b, 'en'))[0]);

    fireEvent.change(sort, { target: { value: 'popularity' } });
    const popularity = cardNames().map((name) => WRESTLERS.find((w) => w.name === name)!.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));

    fireEvent.change(sort, { target: { value: 'salary' } });
    const salaries = cardNames().map((name) => WRESTLERS.find((w) => w.name === name)!.baseSalary);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
  });

  it('combines search, category and sort', async () => {
    renderAt('/wrestlers', <WrestlersCatalog />);
    fireEvent.change(screen.getByLabelText('Search wrestlers'), { target: { value: 'usa' } });
    fireEvent.click(screen.getByRole('button', { name: /^C\b/ }));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    const expected = WRESTLERS.filter((w) => w.nationality === 'USA' && w.category === 'C')
      .map((w) => w.name)
      .sort((a, b) => a.localeCompare(b, 'en'));
    await waitFor(() => expect(cardNames()).toEqual(expected));
  });
});
