// The door-split community gym in the create-show dialog: listed with its terms, priced in the outlook,
// and where a federation at $0 starts (no other venue can be rented).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { CreateShowDialog } from './CreateShowDialog.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [], show: { id: 's9' } } })),
}));

const outlook = { federation: { popularity: 10, venueUpgrades: [], surgeShare: 0, advertisingShare: 0 }, cardRating: 2, fromShow: null };
const calendar = { week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 };

function open(funds: number) {
  return renderAt('/shows', <CreateShowDialog open onOpenChange={() => {}} federationName="Thunder Valley" funds={funds} popularity={10} outlook={outlook} calendar={calendar} />);
}

describe('the community gym in the create-show dialog', () => {
  beforeEach(() => vi.mocked(requestCommand).mockClear());

  it('lists the gym with its terms, and at $0 starts on it and books it with no rental', async () => {
    const { currentPath } = open(0);
    const select = screen.getByTestId('show-venue-select') as HTMLSelectElement;
    expect(select.value).toBe('community_gym');
    expect(within(select).getByRole('option', { name: /Eastside Community Gym/ }).textContent).toContain('no rental, keeps 50% of tickets');
    const dialog = screen.getByTestId('create-show-dialog');
    const row = within(dialog).getByTestId('venue-outlook-community_gym');
    expect(within(row).getByTestId('outlook-door-split').textContent).toContain('no rental, keeps 50% of tickets');
    // The split is half the expected ticket money: costs and profit are each half of it.
    const tickets = Number(within(row).getByTestId('outlook-tickets').textContent!.replace(/[$,]/g, ''));
    expect(tickets).toBeGreaterThan(0);
    expect(Number(within(row).getByTestId('outlook-costs').textContent!.replace(/[$,]/g, ''))).toBeCloseTo(tickets / 2, 0);
    expect(within(dialog).getByText('Door split (50% of tickets), on the night')).toBeTruthy();
    expect(within(dialog).getByTestId('create-show-door-split').textContent).toBe(within(row).getByTestId('outlook-costs').textContent);
    expect(within(dialog).queryByTestId('create-show-rental')).toBeNull();
    const create = screen.getByTestId('confirm-create-show') as HTMLButtonElement;
    expect(create.textContent).toBe('Create (no rental)');
    expect(create.disabled).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(currentPath()).toBe('/shows/s9/book'));
    expect(vi.mocked(requestCommand)).toHaveBeenCalledWith('createShow', expect.objectContaining({ venueId: 'community_gym' }));
  });

  it('a rented venue at $0 points to the gym', () => {
    open(0);
    fireEvent.change(screen.getByTestId('show-venue-select'), { target: { value: 'cellar_door' } });
    expect(screen.getByRole('alert').textContent).toContain('Pick a smaller venue, or the community gym: no rental, it keeps 50% of the tickets.');
  });
});
