import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessState } from '../../../../../shared/schema/GameState.ts';
import { requestCommand } from '../../../net/gameConnection.ts';
import { game, resetGame } from '../../../state/game.ts';
import { sampleGame } from '../../../state/gameFixture.ts';
import { renderAt } from '../../../test/renderAt.tsx';
import { ShopPage } from './ShopPage.tsx';

vi.mock('../../../net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function seed(business: Partial<ReturnType<InstanceType<typeof BusinessState>['toJSON']>> = {}) {
  game.status = 'connected';
  game.state = sampleGame({ business: { ...new BusinessState().toJSON(), eliteProspectName: 'Torvald Orrevik', eliteProspectCost: 31_000, ...business } });
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
    expect(screen.getByTestId('campaign-active-radio_spots').textContent).toBe('Until Week 4, January 2025');
  });

  it('launches a campaign through its dialog', async () => {
    seed();
    renderAt('/shop', <ShopPage />);
    fireEvent.click(screen.getByTestId('buy-campaign-social_blitz'));
    const dialog = screen.getByTestId('campaign-dialog');
    expect(dialog.textContent).toContain('+1 popularity now');
    fireEvent.click(within(dialog).getByTestId('confirm-campaign'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyCampaign', { campaignId: 'social_blitz' }));
  });

  it('buys an audience surge and elite scouting, naming the prospect and the fee', async () => {
    seed({ surgeShowsLeft: 2, surgePercent: 20 });
    renderAt('/shop', <ShopPage />);
    expect(screen.getByTestId('surge-left').textContent).toBe('Active: +20% for 2 more shows.');
    fireEvent.click(screen.getByTestId('buy-surge'));
    fireEvent.click(within(screen.getByTestId('surge-dialog')).getByTestId('confirm-surge'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyAudienceSurge', {}));
    expect(screen.getByTestId('scouting-prospect').textContent).toBe('Torvald Orrevik');
    expect(screen.getByTestId('scouting-cost').textContent).toBe('$31,000');
    fireEvent.click(screen.getByTestId('buy-scouting'));
    fireEvent.click(within(screen.getByTestId('scouting-dialog')).getByTestId('confirm-scouting'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyEliteScouting', {}));
    await screen.findByTestId('scouting-done');
  });
});
