import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SimEvent } from '#shared/sim/events.ts';
import type { WrestlerChange } from '#shared/sim/roster/wrestlerWeekChanges.ts';
import { WeekEventList } from './WeekEventList.tsx';
import { WrestlerChangesTable } from './WrestlerChangesTable.tsx';
import { changeGroups, signedChange } from './wrestlerChangeGroups.ts';

const CHANGES: WrestlerChange[] = [
  { wrestlerId: 'w2', name: 'Blaze Carter', what: 'popularity', change: 1.25, value: 41.25, reason: 'Match at Harbor Nights', parts: [{ label: 'Match rating', amount: 0.25 }, { label: 'Clean win by pinfall', amount: 1 }] },
  { wrestlerId: 'w1', name: 'Ace Rivera', what: 'popularity', change: -0.5, value: 29.5, reason: 'Match at Harbor Nights', parts: [{ label: 'Match rating', amount: 0.5 }, { label: 'Clean loss by pinfall', amount: -1 }] },
  { wrestlerId: 'w1', name: 'Ace Rivera', what: 'agility', change: 3, value: 64, reason: 'Training completed' },
  { wrestlerId: 'w2', name: 'Blaze Carter', what: 'popularity', change: 0.3, value: 41.55, reason: 'Promo at Harbor Nights', parts: [{ label: 'Segment rating', amount: 0.3 }] },
];

function wide(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }));
}

afterEach(() => vi.restoreAllMocks());

const names = () => screen.getAllByTestId('wrestler-changes-name').map((n) => n.textContent);

describe("the week report's wrestler changes", () => {
  it('groups each wrestler\'s changes with their reasons and parts, and a net that sums them', () => {
    wide(true);
    render(<WrestlerChangesTable changes={CHANGES} />);
    expect(names()).toEqual(['Ace Rivera', 'Blaze Carter']);
    const blaze = within(screen.getAllByTestId('wrestler-changes-group')[1]!);
    expect(blaze.getAllByTestId('wrestler-change-amount').map((n) => n.textContent)).toEqual(['+1.25', '+0.3']);
    expect(blaze.getAllByTestId('wrestler-change-reason').map((n) => n.textContent)).toEqual(['Match at Harbor Nights', 'Promo at Harbor Nights']);
    expect(blaze.getByTestId('wrestler-change-reason-parts').textContent).toBe('Match rating +0.25 · Clean win by pinfall +1');
    expect(blaze.getByTestId('wrestler-changes-net-popularity').textContent).toBe('Popularity +1.55');
    const ace = within(screen.getAllByTestId('wrestler-changes-group')[0]!);
    expect(ace.getAllByTestId('wrestler-change-what').map((n) => n.textContent)).toEqual(['Popularity', 'Agility']);
    expect(ace.getByTestId('wrestler-changes-net-popularity').textContent).toBe('Popularity -0.5');
    expect(ace.getByTestId('wrestler-changes-net-skills').textContent).toBe('Skills +3');
  });

  it('sorts by wrestler both ways and by change, the biggest gain first', () => {
    wide(true);
    render(<WrestlerChangesTable changes={CHANGES} />);
    fireEvent.click(screen.getByTestId('wrestler-changes-sort-wrestler'));
    expect(names()).toEqual(['Blaze Carter', 'Ace Rivera']);
    fireEvent.click(screen.getByTestId('wrestler-changes-sort-change'));
    // Ace: -0.5 + 3 = 2.5 points; Blaze: 1.55.
    expect(names()).toEqual(['Ace Rivera', 'Blaze Carter']);
    expect(within(screen.getAllByTestId('wrestler-changes-group')[0]!).getAllByTestId('wrestler-change-amount').map((n) => n.textContent)).toEqual(['+3', '-0.5']);
    expect(screen.getByTestId('wrestler-changes-sort-change').closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it('starts collapsed on a phone, each wrestler one tap from their rows', () => {
    wide(false);
    render(<WrestlerChangesTable changes={CHANGES} />);
    const rows = () => screen.getAllByTestId('wrestler-change-row').filter((row) => !row.hidden);
    expect(rows()).toHaveLength(0);
    const toggle = within(screen.getAllByTestId('wrestler-changes-group')[0]!).getByRole('button', { expanded: false });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(rows()).toHaveLength(2);
  });

  it('has its own section in the week report, after training', () => {
    wide(true);
    const events = [
      { kind: 'trainingCompleted', federationId: 'f', wrestlerId: 'w1', name: 'Ace Rivera', skill: 'agility', change: 3, value: 64 },
      { kind: 'wrestlerWeekChanges', federationId: 'f', changes: CHANGES },
    ] as SimEvent[];
    render(<WeekEventList events={events} />);
    const section = screen.getByTestId('week-report-section-wrestlers');
    expect(within(section).getByRole('heading').textContent).toBe("Your wrestlers' skills and popularity");
    expect(within(section).getAllByTestId('wrestler-change-row')).toHaveLength(4);
  });

  it('formats changes with their sign, popularity to two decimals at most', () => {
    expect([signedChange(0.25), signedChange(0.5), signedChange(-2), signedChange(1.1)]).toEqual(['+0.25', '+0.5', '-2', '+1.1']);
    expect(changeGroups(CHANGES, { key: 'wrestler', direction: 'asc' }).map((g) => [g.name, g.popularity, g.skills])).toEqual([
      ['Ace Rivera', -0.5, 3],
      ['Blaze Carter', 1.55, 0],
    ]);
  });
});
