// The roster table's Actions column: Train, Renew and Release stay on screen at 1280 px.
// jsdom lays nothing out, so this checks the column is pinned (sticky at the right, opaque) and holds every
// action; the screenshots at 1280x800 and 390x844 checked the rest.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rosterOf, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { MyRoster } from './MyRoster.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

function setDesktop(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({ matches: desktop, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList,
  );
}

const ace = sampleWrestler({ id: 'ace', name: 'Ace Steel', totalPoints: 300, contractWeeksRemaining: 20 });
const bruno = sampleWrestler({ id: 'bruno', name: 'Bruno Vega', totalPoints: 210, contractWeeksRemaining: 2 });

describe('the roster table', () => {
  it('pins the Actions column at the right edge, with Train, Renew (in the last weeks) and Release in every row', () => {
    setDesktop(true);
    renderAt('/roster', <MyRoster roster={rosterOf(ace, bruno)} onGoToMarket={() => {}} />);
    const header = within(screen.getByTestId('roster-table')).getByRole('columnheader', { name: 'Actions' });
    const cells = screen.getAllByTestId('roster-actions');
    expect(cells).toHaveLength(2);
    for (const cell of [header, ...cells]) {
      expect(cell.className).toMatch(/(^| )sticky( |$)/);
      expect(cell.className).toContain('right-0');
      expect(cell.className).toContain('bg-surface');
    }
    // The last column of every row, after Status.
    for (const row of screen.getAllByTestId('roster-row')) expect(row.lastElementChild).toBe(within(row).getByTestId('roster-actions'));
    const [first, second] = cells;
    expect(within(first!).getByRole('button', { name: 'Train Ace Steel' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Release Ace Steel' })).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: 'Renew Ace Steel' })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Renew Bruno Vega' })).toBeTruthy();
    // The table scrolls sideways inside its card when the window is narrower still.
    expect(screen.getByTestId('roster-table').parentElement!.className).toContain('overflow-x-auto');
  });

  it('on a phone, each card carries the actions with their words', () => {
    setDesktop(false);
    renderAt('/roster', <MyRoster roster={rosterOf(ace, bruno)} onGoToMarket={() => {}} />);
    expect(screen.queryByTestId('roster-table')).toBeNull();
    const [, second] = screen.getAllByTestId('roster-row');
    for (const word of ['Train', 'Renew', 'Release']) expect(within(second!).getByRole('button', { name: word })).toBeTruthy();
  });
});
