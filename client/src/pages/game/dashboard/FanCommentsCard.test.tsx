// The dashboard's "What the fans say" and the show summary's "What the fans said": both ask
// getFanComments and list the comments with their handle, line, followers change and where to act.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialComment } from '#shared/sim/fans/socialComment.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ShowFanComments } from '../shows/summary/ShowFanComments.tsx';
import { FanCommentsCard } from './FanCommentsCard.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
const mockedRequest = vi.mocked(requestCommand);

const comment = (id: string, change: number, text: string, href = '/shows', showId: string | null = 's1'): SocialComment => ({
  id,
  federationId: 'player',
  weekIndex: 3,
  showId,
  text,
  handle: '@TopRopeTina',
  topic: change > 0 ? 'great_main_event' : 'letdown',
  followers: { change, reason: change > 0 ? 'A 8.1-star main event at Home Night' : 'Home Night fell 0.5 stars short of its card' },
  href,
});

beforeEach(() => {
  mockedRequest.mockReset();
  mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], fanComments: [] } });
});

describe("the dashboard's What the fans say", () => {
  it('says the fans are quiet when there is nothing worth saying', async () => {
    renderAt('/dashboard', <FanCommentsCard weeksPlayed={2} showsRun="" />);
    const card = screen.getByTestId('fan-comments');
    expect(within(card).getByRole('heading', { name: 'What the fans say' })).toBeDefined();
    await waitFor(() => expect(within(card).getByText('The fans are quiet')).toBeDefined());
    expect(mockedRequest).toHaveBeenCalledWith('getFanComments', {});
  });

  it('lists the newest three with the handle, the line, the followers change and a link to act', async () => {
    mockedRequest.mockResolvedValue({
      ok: true,
      answer: {
        events: [],
        fanComments: [
          comment('a', 1500, 'Ace vs Blaze at Home Night: 8.1 stars, the best main event in ages!'),
          comment('b', -1000, 'Ace hasn\u2019t defended the Iron Crown in 6 weeks. Put the belt on the line!', '/championships', null),
          comment('c', -1500, 'Home Night was sold as a 5.0-star card and gave us 4.5.'),
          comment('d', 1000, 'An older one'),
        ],
      },
    });
    renderAt('/dashboard', <FanCommentsCard weeksPlayed={2} showsRun="s1" />);
    const card = screen.getByTestId('fan-comments');
    await waitFor(() => expect(within(card).getAllByTestId('fan-comment')).toHaveLength(3));
    const items = within(card).getAllByTestId('fan-comment');
    expect(within(items[0]!).getByText('@TopRopeTina')).toBeDefined();
    expect(within(items[0]!).getByTestId('fan-comment-followers').textContent).toBe('+1,500 followers');
    expect(within(items[1]!).getByTestId('fan-comment-followers').textContent).toBe('\u22121,000 followers');
    expect(within(items[1]!).getByRole('link', { name: /Championships/ }).getAttribute('href')).toBe('/championships');
    expect(within(card).queryByText('An older one')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Social media' }).getAttribute('href')).toBe('/staff');
  });

  it('asks again when a show is run', async () => {
    function Harness() {
      const [shows, setShows] = useState('');
      return (
        <>
          <button type="button" onClick={() => setShows('s1')}>
            Run the show
          </button>
          <FanCommentsCard weeksPlayed={2} showsRun={shows} />
        </>
      );
    }
    renderAt('/dashboard', <Harness />);
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Run the show' }));
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledTimes(2));
  });
});

describe("the show summary's What the fans said", () => {
  it("asks for the show's comments and lists them", async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], fanComments: [comment('a', 1500, 'Ace vs Blaze at Home Night: 8.1 stars!')] } });
    renderAt('/show-summary/s1', <ShowFanComments showId="s1" />);
    const section = screen.getByTestId('summary-fans');
    await waitFor(() => expect(within(section).getAllByTestId('summary-fan-comment')).toHaveLength(1));
    expect(mockedRequest).toHaveBeenCalledWith('getFanComments', { showId: 's1' });
  });

  it('says so when the night gave the fans nothing to talk about', async () => {
    renderAt('/show-summary/s1', <ShowFanComments showId="s1" />);
    await waitFor(() => expect(within(screen.getByTestId('summary-fans')).getByText(/Nothing worth talking about/)).toBeDefined());
  });
});
