import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TV_NETWORKS } from '#shared/data/tvNetworks.ts';
import { broadcastDealField, tvOfferField } from '#shared/schema/syncedJson.ts';
import type { BroadcastDeal, TvOffer } from '#shared/sim/tv/tvDeals.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type GameMirror, type ShowMirror } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { sampleShow } from '../shows/testing/showFixture.ts';
import { TvNetworksPage } from './TvNetworksPage.tsx';
import { dateOfWeek, eligibleShows } from './tvData.ts';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function offer(overrides: Partial<TvOffer> = {}): TvOffer {
  return {
    id: 'offer1',
    networkId: 'local_community_tv',
    paymentStructure: 'per_episode',
    paymentAmount: 3000,
    lengthWeeks: 12,
    minimumViewershipTarget: 2025,
    minimumShowRatingTarget: 1.8,
    expiresWeek: 6,
    isRenewal: false,
    ...overrides,
  };
}

/** The 14 networks, unlocked up to the popularity, with offers by network id. */
function networks(popularity: number, offers: Record<string, TvOffer> = {}): GameMirror['tvNetworks'] {
  return TV_NETWORKS.map((n) => ({
    networkId: n.id,
    name: n.name,
    networkSize: n.networkSize,
    minPopularityRequired: n.minPopularityRequired,
    description: n.description,
    isUnlocked: popularity >= n.minPopularityRequired,
    offer: offers[n.id] ? JSON.stringify(offers[n.id]) : '',
  }));
}

function deal(overrides: Partial<BroadcastDeal> = {}): BroadcastDeal {
  return {
    id: 'deal1',
    networkId: 'cable_access_network',
    showId: 's3',
    paymentStructure: 'per_episode',
    paymentAmount: 5000,
    lengthWeeks: 12,
    startWeek: 1,
    endWeek: 12,
    minimumViewershipTarget: 3000,
    minimumShowRatingTarget: 2.1,
    totalEarnings: 10000,
    performanceHistory: [
      { weekIndex: 2, showId: 's1', showName: 'Monday Mayhem', viewership: 4200, rating: 2.6, payment: 5000, metViewership: true, metRating: true },
      { weekIndex: 3, showId: 's2', showName: 'Monday Mayhem', viewership: 2100, rating: 1.9, payment: 5000, metViewership: false, metRating: false },
    ],
    missedInARow: 1,
    isActive: true,
    endedReason: null,
    ...overrides,
  };
}

function dealsOf(...list: BroadcastDeal[]): GameMirror['broadcastDeals'] {
  return Object.fromEntries(list.map((d) => [d.id, { id: d.id, networkId: d.networkId, showId: d.showId, isActive: d.isActive, totalEarnings: d.totalEarnings, deal: JSON.stringify(d) }]));
}

function showsOf(...list: ShowMirror[]): Record<string, ShowMirror> {
  return Object.fromEntries(list.map((s) => [s.id, s]));
}

function seed(overrides: Partial<GameMirror> = {}) {
  game.status = 'connected';
  const base = sampleGame();
  game.state = sampleGame({
    calendar: { week: 1, month: 'February', year: 2025, totalWeeksProgressed: 4 },
    federation: { ...base.federation, popularity: 14 },
    tvNetworks: networks(14, { local_community_tv: offer() }),
    shows: showsOf(
      sampleShow({ id: 's1', name: 'Old Weekly', weekIndex: 2, isComplete: true, rating: 2.4 }),
      sampleShow({ id: 's5', name: 'Friday Fights', weekIndex: 5, week: 2, month: 'February' }),
      sampleShow({ id: 's6', name: 'Harbor Havoc', weekIndex: 6, week: 3, month: 'February', frequency: 'special' }),
    ),
    ...overrides,
  });
}

describe('TV networks page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockClear();
  });

  it('lists all 14 networks in order, locked ones with the popularity to reach and unlocked ones open', () => {
    seed();
    renderAt('/tv-networks', <TvNetworksPage />);
    const items = screen.getAllByTestId('tv-network');
    expect(items.map((i) => i.getAttribute('data-network-id'))).toEqual(TV_NETWORKS.map((n) => n.id));
    expect(items[0]!.getAttribute('data-status')).toBe('offer');
    expect(items[1]!.getAttribute('data-status')).toBe('unlocked');
    expect(within(items[1]!).getByTestId('network-waiting-cable_access_network').textContent).toContain('8 weeks');
    expect(items[2]!.getAttribute('data-status')).toBe('locked');
    const locked = within(items[2]!).getByTestId('network-locked-ash_network_tv');
    expect(locked.textContent).toContain('Reach popularity 35');
    expect(within(locked).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('14');
    expect(screen.getByTestId('tv-popularity').textContent).toBe('14');
    expect(screen.getByTestId('tv-unlocked').textContent).toBe('2 / 14');
    expect(screen.getByTestId('tv-earnings').textContent).toBe('$0');
    expect(screen.getByTestId('tv-no-deal').textContent).toContain('Local Community TV');
  });

  it("shows a network a rival airs on as taken until its deal ends, with no offer, and still how far you are from unlocking it", async () => {
    seed();
    mockedRequest.mockImplementation(async (name) =>
      name === 'getNetworkHolders'
        ? { ok: true, answer: { events: [], networkHolders: [{ networkId: 'local_community_tv', federationId: 'ai_1', name: 'Iron Coast Wrestling', endWeek: 9 }, { networkId: 'ash_network_tv', federationId: 'ai_2', name: 'Summit Pro', endWeek: 30 }] } }
        : { ok: true, answer: { events: [] } },
    );
    renderAt('/tv-networks', <TvNetworksPage />);
    const held = await screen.findByTestId('network-held-local_community_tv');
    expect(mockedRequest).toHaveBeenCalledWith('getNetworkHolders', {});
    // Week index 9 from week 1 of February 2025 (index 4) is week 2 of March.
    expect(held.textContent).toBe('Airs Iron Coast Wrestling until Week 2, March 2025. No offer to anyone else before then.');
    expect(within(held).getByRole('link', { name: 'Iron Coast Wrestling' }).getAttribute('href')).toBe('/companies/ai_1');
    expect(screen.queryByTestId('tv-offer-local_community_tv')).toBeNull();
    const items = screen.getAllByTestId('tv-network');
    expect(items[0]!.getAttribute('data-status')).toBe('held');
    expect(items[2]!.getAttribute('data-status')).toBe('held');
    // A locked network a rival airs on still says what unlocks it for you.
    expect(screen.getByTestId('network-locked-ash_network_tv').textContent).toContain('Reach popularity 35');
    expect(screen.getByTestId('network-held-ash_network_tv').textContent).toContain('Airs Summit Pro until');
    mockedRequest.mockImplementation(async () => ({ ok: true, answer: { events: [] } }));
  });

  it('states popularity towards a locked network as the rule reads it: 11.96 is not 12', () => {
    const base = sampleGame();
    seed({ federation: { ...base.federation, popularity: 11.96 }, tvNetworks: networks(11.96) });
    renderAt('/tv-networks', <TvNetworksPage />);
    const cable = screen.getByTestId('network-locked-cable_access_network');
    expect(cable.textContent).toBe('Reach popularity 12 to unlock (11.96 now).');
    expect(screen.getByTestId('network-locked-ash_network_tv').textContent).toBe('Reach popularity 35 to unlock (12 now).');
  });

  it('a network whose minimum the popularity reached since the last week advance says it unlocks at the next one', () => {
    const base = sampleGame();
    // Unlocks are checked at the week advance: popularity 12.3 after a show still finds Cable Access locked.
    seed({ federation: { ...base.federation, popularity: 12.3 }, tvNetworks: networks(11) });
    renderAt('/tv-networks', <TvNetworksPage />);
    expect(screen.getByTestId('network-locked-cable_access_network').textContent).toBe(
      'Your popularity (12.3) reaches 12: Cable Access Network unlocks and makes its offer at the next week advance.',
    );
  });

  it('shows the offer with its payment, targets, expiry and an estimate for the last show', () => {
    seed();
    renderAt('/tv-networks', <TvNetworksPage />);
    const card = screen.getByTestId('tv-offer-local_community_tv');
    expect(within(card).getByTestId('offer-payment-local_community_tv').textContent).toBe('$3,000 per episode');
    expect(within(card).getByTestId('offer-rating-target-local_community_tv').textContent).toBe('1.8★');
    expect(within(card).getByTestId('offer-viewers-target-local_community_tv').textContent).toBe('2,025');
    expect(card.textContent).toContain('12 weeks');
    expect(within(card).getByTestId('offer-expiry-local_community_tv').textContent).toContain('Expires in 2 weeks');
    // 75,000 x 2.4/10 x (0.3 + 0.7 x 0.14) = 7,163.2, floored.
    const estimate = within(card).getByTestId('offer-estimate-local_community_tv').textContent;
    expect(estimate).toContain('network size × rating/10');
    expect(estimate).toContain('Old Weekly');
    expect(estimate).toContain('needs about 1.8★ to meet both targets');
    expect(estimate).toContain('7,163 viewers');
    expect(card.textContent).not.toContain('Renewal');
  });

  it('accepts an offer for the picked weekly show, never offering special or completed shows', async () => {
    seed({
      shows: showsOf(
        sampleShow({ id: 's1', name: 'Old Weekly', weekIndex: 2, isComplete: true, rating: 2.4 }),
        sampleShow({ id: 's5', name: 'Friday Fights', weekIndex: 5, week: 2, month: 'February' }),
        sampleShow({ id: 's6', name: 'Harbor Havoc', weekIndex: 6, week: 3, month: 'February', frequency: 'special' }),
        sampleShow({ id: 's7', name: 'Sunday Slam', weekIndex: 4, week: 1, month: 'February' }),
      ),
    });
    renderAt('/tv-networks', <TvNetworksPage />);
    fireEvent.click(screen.getByTestId('accept-offer-local_community_tv'));
    const dialog = screen.getByTestId('accept-offer-dialog');
    const select = within(dialog).getByTestId('accept-offer-show') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['s7', 's5']);
    fireEvent.change(select, { target: { value: 's5' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-accept-offer'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('acceptTvOffer', { networkId: 'local_community_tv', showId: 's5' });
    expect(screen.queryByTestId('accept-offer-dialog')).toBeNull();
  });

  it('explains when there is no weekly show to air and links to create one', () => {
    seed({ shows: showsOf(sampleShow({ id: 's6', name: 'Harbor Havoc', weekIndex: 6, frequency: 'special' })) });
    renderAt('/tv-networks', <TvNetworksPage />);
    fireEvent.click(screen.getByTestId('accept-offer-local_community_tv'));
    const dialog = screen.getByTestId('accept-offer-dialog');
    expect(within(dialog).queryByTestId('accept-offer-show')).toBeNull();
    expect(within(dialog).getByTestId('accept-offer-no-show').textContent).toContain('weekly show');
    expect(within(dialog).getByRole('link', { name: 'Create a weekly show' }).getAttribute('href')).toBe('/shows?create=1');
    expect((within(dialog).getByTestId('confirm-accept-offer') as HTMLButtonElement).disabled).toBe(true);
  });

  it('declines an offer after a confirmation that mentions the 8-week wait', async () => {
    seed();
    renderAt('/tv-networks', <TvNetworksPage />);
    fireEvent.click(screen.getByTestId('decline-offer-local_community_tv'));
    const dialog = screen.getByTestId('decline-offer-dialog');
    expect(dialog.textContent).toContain('8 weeks');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('confirm-decline-offer'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('declineTvOffer', { networkId: 'local_community_tv' });
  });

  it('shows an active deal with its earnings, episodes and the missed-in-a-row warning', () => {
    seed({
      broadcastDeals: dealsOf(deal()),
      shows: showsOf(
        sampleShow({ id: 's1', name: 'Monday Mayhem', weekIndex: 2, isComplete: true, rating: 2.6 }),
        sampleShow({ id: 's2', name: 'Monday Mayhem', weekIndex: 3, isComplete: true, rating: 1.9 }),
        sampleShow({ id: 's3', name: 'Monday Mayhem', weekIndex: 4, week: 1, month: 'February' }),
      ),
    });
    renderAt('/tv-networks', <TvNetworksPage />);
    const card = screen.getByTestId('tv-deal');
    expect(card.getAttribute('data-deal-id')).toBe('deal1');
    expect(within(card).getByTestId('deal-network').textContent).toBe('Cable Access Network');
    expect(within(card).getByRole('link', { name: 'Monday Mayhem' }).getAttribute('href')).toBe('/shows/s3/book');
    expect(within(card).getByTestId('deal-payment').textContent).toBe('$5,000 per episode');
    expect(within(card).getByTestId('deal-weeks-left').textContent).toBe('9 / 12');
    expect(within(card).getByTestId('deal-earnings').textContent).toBe('$10,000');
    expect(within(card).getByTestId('deal-missed').textContent).toBe('1 / 3');
    expect(within(card).getByTestId('deal-miss-warning').textContent).toContain('2 more misses in a row and the deal is cancelled');
    const rows = within(card).getAllByTestId('deal-episode');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Wk 4, Jan 2025');
    expect(rows[0]!.textContent).toContain('2,100');
    expect(rows[0]!.textContent).toContain('Rating target missed');
    expect(rows[1]!.textContent).toContain('4,200');
    expect(rows[1]!.textContent).toContain('Viewership target met');
    expect(screen.getByTestId('tv-earnings').textContent).toBe('$10,000');
    const cable = screen.getAllByTestId('tv-network')[1]!;
    expect(cable.getAttribute('data-status')).toBe('on-air');
  });

  it('names the show of episodes whose show the synced state no longer carries', () => {
    // The synced state keeps only the newest results: s1 and s2 are gone from it, their records keep the name.
    seed({ broadcastDeals: dealsOf(deal()), shows: showsOf(sampleShow({ id: 's3', name: 'Monday Mayhem', weekIndex: 4, week: 1, month: 'February' })) });
    renderAt('/tv-networks', <TvNetworksPage />);
    const names = screen.getAllByTestId('episode-show').map((e) => e.textContent);
    expect(names).toEqual(['Monday Mayhem', 'Monday Mayhem']);
  });

  it('warns when a deal has no show to air and assigns another weekly show', async () => {
    seed({
      broadcastDeals: dealsOf(deal({ showId: 'gone', missedInARow: 0 })),
      shows: showsOf(sampleShow({ id: 's5', name: 'Friday Fights', weekIndex: 5, week: 2, month: 'February' })),
    });
    renderAt('/tv-networks', <TvNetworksPage />);
    const warning = screen.getByTestId('deal-no-show-deal1');
    expect(warning.textContent).toContain('No show to air: pick a weekly show');
    await act(async () => {
      fireEvent.click(within(warning).getByTestId('assign-deal-deal1'));
    });
    expect(mockedRequest).toHaveBeenCalledWith('assignTvDeal', { dealId: 'deal1', showId: 's5' });
  });

  it('lists an ended deal muted with how it ended and the renewal waiting', () => {
    seed({
      tvNetworks: networks(14, { cable_access_network: offer({ networkId: 'cable_access_network', isRenewal: true, paymentAmount: 5500 }) }),
      broadcastDeals: dealsOf(deal({ isActive: false, endedReason: 'expired', missedInARow: 0 })),
    });
    renderAt('/tv-networks', <TvNetworksPage />);
    const row = screen.getByTestId('tv-ended-deal');
    expect(row.textContent).toContain('renewal offer waiting');
    expect(row.textContent).toContain('1 of 2 on target');
    expect(screen.getByTestId('tv-offer-cable_access_network').textContent).toContain('Renewal');
    expect(screen.queryByTestId('tv-deal')).toBeNull();
  });

  it('parses offers and deals safely and dates week indexes both ways', () => {
    expect(tvOfferField.decode('')).toBeNull();
    expect(tvOfferField.decode('not json')).toBeNull();
    expect(tvOfferField.decode(JSON.stringify(offer()))?.paymentAmount).toBe(3000);
    expect(broadcastDealField.decode('{}')).toBeNull();
    const calendar = { week: 1, month: 'February', year: 2025, totalWeeksProgressed: 4 };
    expect(dateOfWeek(calendar, 0)).toEqual({ week: 1, month: 'January', year: 2025 });
    expect(dateOfWeek(calendar, 47)).toEqual({ week: 4, month: 'December', year: 2025 });
    expect(dateOfWeek(calendar, 48)).toEqual({ week: 1, month: 'January', year: 2026 });
    const weekly = sampleShow({ id: 'a', name: 'A', weekIndex: 4 });
    expect(eligibleShows([weekly, sampleShow({ id: 'b', name: 'B', weekIndex: 4, frequency: 'special' })], [{ showId: 'a' }], 4)).toEqual([]);
  });
});
