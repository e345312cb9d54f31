import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessState } from '#shared/schema/GameState.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ShopPage } from './ShopPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function seed(business: Partial<ReturnType<InstanceType<typeof BusinessState>['toJSON']>> = {}, funds?: number, popularity?: number) {
  game.status = 'connected';
  const base = sampleGame();
  game.state = sampleGame({
    federation: { ...base.federation, funds: funds ?? base.federation.funds, popularity: popularity ?? base.federation.popularity },
    business: { ...new BusinessState().toJSON(), eliteProspectName: 'Torvald Orrevik', eliteProspectCost: 31_000, ...business },
  });
}

describe('/shop', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [] } });
  });

  it('says it sells for in-game funds only and shows a running campaign until its last week', () => {
    seed({ activeCampaigns: JSON.stringify([{ campaignId: 'radio_spots', startWeek: 0, endWeek: 3, weeksPurchased: 4 }]) });
    renderAt('/shop', <ShopPage />);
    expect(screen.getByTestId('shop-page').textContent).toContain('There is no real money in Main Event Mogul.');
    expect(screen.getByTestId('campaign-active-radio_spots').textContent).toBe('Active until Week 4, January 2025');
  });

  it('launches a campaign through its dialog', async () => {
    seed();
    renderAt('/shop', <ShopPage />);
    fireEvent.click(screen.getByTestId('buy-campaign-social_blitz'));
    const dialog = screen.getByTestId('campaign-dialog');
    expect(dialog.textContent).toContain('capped at 100');
    expect(dialog.textContent).toContain('Runs untilWeek 2, January 2025');
    fireEvent.click(within(dialog).getByTestId('confirm-campaign'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyCampaign', { campaignId: 'social_blitz' }));
  });

  it('buys an audience surge and elite scouting, naming the prospect and the fee', async () => {
    seed({ surgeShowsLeft: 2, surgePercent: 20 });
    renderAt('/shop', <ShopPage />);
    expect(screen.getByTestId('surge-left').textContent).toBe('Active: +20% for 2 more shows.');
    fireEvent.click(screen.getByTestId('buy-surge'));
    expect(screen.getByTestId('surge-dialog').textContent).toContain('5 (now 2)');
    fireEvent.click(within(screen.getByTestId('surge-dialog')).getByTestId('confirm-surge'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyAudienceSurge', {}));
    expect(screen.getByTestId('scouting-prospect').textContent).toBe('Torvald Orrevik');
    expect(screen.getByTestId('scouting-cost').textContent).toBe('$31,000');
    fireEvent.click(screen.getByTestId('buy-scouting'));
    fireEvent.click(within(screen.getByTestId('scouting-dialog')).getByTestId('confirm-scouting'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyEliteScouting', {}));
    await screen.findByTestId('scouting-done');
  });

  it('disables what the funds cannot pay, with the shortfall, and scouting without a prospect', () => {
    seed({ eliteProspectName: '', eliteProspectCost: 0 }, 10_000);
    renderAt('/shop', <ShopPage />);
    expect((screen.getByTestId('buy-campaign-radio_spots') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('campaign-reason-radio_spots').textContent).toBe('Needs $12,000 (you have $10,000)');
    expect((screen.getByTestId('buy-campaign-social_blitz') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('buy-surge') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('surge-reason').textContent).toBe('Needs $15,000 (you have $10,000)');
    expect((screen.getByTestId('buy-scouting') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('scouting-reason').textContent).toContain('No free agent is available');
  });

  it('prices campaigns for the audience: list price up to popularity 20, more above, with a smaller boost', () => {
    seed({}, 1_000_000, 40);
    renderAt('/shop', <ShopPage />);
    expect(screen.getByTestId('campaigns-rule').textContent).toContain('the more a campaign costs');
    expect(screen.getByTestId('buy-campaign-radio_spots').textContent).toBe('Launch for $192,000');
    expect(screen.getByTestId('campaign-boost-radio_spots').textContent).toBe('+1.6 popularity');
    fireEvent.click(screen.getByTestId('buy-campaign-radio_spots'));
    expect(screen.getByTestId('campaign-dialog').textContent).toContain('40 → 41.6');
  });
});
