// The Next Week dialog tells the truth about a skipped weekly show on TV:
// it is booked again next week with its deal, while a weekly show without a deal is not.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnrunShowsDialog } from './UnrunShowsDialog.tsx';

const noop = () => {};

describe('UnrunShowsDialog', () => {
  it('says a skipped weekly show on TV is booked again next week with its deal, and a plain weekly show is not', () => {
    render(
      <UnrunShowsDialog
        preview={{
          shows: [
            { showId: 's1', name: 'Harbor TV', venue: 'The Cellar Door', segmentCount: 0, refund: 100, tvMiss: { dealId: 'd1', networkId: 'local_community_tv', network: 'Local Community TV' }, weekly: true, rebooked: true },
            { showId: 's2', name: 'Dock Brawl', venue: 'The Cellar Door', segmentCount: 0, refund: 100, tvMiss: null, weekly: true, rebooked: false },
          ],
          popularity: null,
        }}
        progress={null}
        error={null}
        onRun={noop}
        onSkip={noop}
        onCancel={noop}
      />,
    );
    const [tv, plain] = screen.getAllByTestId('unrun-show-costs');
    expect(within(tv!).getByText('Weekly show on TV: booked again next week, empty, with its deal')).toBeTruthy();
    expect(tv!.textContent).not.toContain('not booked again');
    expect(within(plain!).getByText('Weekly show: not booked again next week')).toBeTruthy();
  });
});
