import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessState } from '#shared/schema/GameState.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { levelPayback, PRODUCT_PAYBACK_MAX_WEEKS } from '#shared/sim/business/productPayback.ts';
import { noProducts } from '#shared/sim/business/products.ts';
import { OUTLOOK_FIRST_CARD_STARS } from '#shared/rules/venueOutlook.ts';
import { formatUsd } from '#client/lib/format.ts';
import { ProductPage } from './ProductPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

function seed(weeks: number, business: Partial<ReturnType<InstanceType<typeof BusinessState>['toJSON']>> = {}, funds = 50_000, popularity = 40) {
  game.status = 'connected';
  const base = sampleGame();
  game.state = sampleGame({
    calendar: { ...base.calendar, totalWeeksProgressed: weeks },
    federation: { ...base.federation, funds, popularity },
    business: { ...new BusinessState().toJSON(), ...business },
  });
}

describe('/product', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [] } });
  });

  it('shows each product level, what it does and its weekly cost with the expense multiplier', () => {
    // Week 30: 29 weeks played before the one being settled → x1.25.
    seed(30, { production: { level: 2, isActive: true }, merchandising: { level: 1, isActive: false } });
    renderAt('/product', <ProductPage />);
    expect(screen.getByTestId('product-status-production').textContent).toBe('Active · level 2');
    expect(screen.getByTestId('product-effect-production').textContent).toBe('+0.4 stars on every segment');
    // Level 2: $500 a week + 2 x $750 maintenance = $2,000, x1.25.
    expect(screen.getByTestId('product-weekly-production').textContent).toBe('$2,500');
    expect(screen.getByTestId('product-weekly-breakdown-production').textContent).toBe('$625 level + $1,875 maintenance, x1.25 expense multiplier included');
    expect(screen.getByTestId('expense-multiplier').textContent).toContain('x1.25');
    expect(screen.getByTestId('product-total').textContent).toBe('$2,500');
    expect(screen.getByTestId('product-status-merchandising').textContent).toBe('Paused · level 1');
    expect(screen.getByTestId('product-weekly-merchandising').textContent).toBe('$0');
  });

  it('raises a product one level through the invest dialog', async () => {
    seed(0);
    renderAt('/product', <ProductPage />);
    fireEvent.click(screen.getByTestId('invest-advertising'));
    const dialog = screen.getByTestId('invest-dialog');
    expect(dialog.textContent).toContain('$2,000');
    // Level 1: $1,500 a week + $1,000 maintenance, x1 in the first weeks.
    expect(dialog.textContent).toContain('$2,500 (now $0)');
    expect(dialog.textContent).toContain('+0.05 popularity a week');
    fireEvent.click(within(dialog).getByTestId('confirm-invest'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('investInProduct', { product: 'advertising' }));
  });

  it('disables a tier 2 upgrade without its tier 1, with the reason, and buys an allowed one', async () => {
    seed(0, {}, 500_000);
    renderAt('/product', <ProductPage />);
    expect((screen.getByTestId('buy-upgrade-arena_capacity_2') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('upgrade-reason-arena_capacity_2').textContent).toBe('Arena capacity, tier 2 requires Arena capacity, tier 1 first.');
    fireEvent.click(screen.getByTestId('buy-upgrade-pyrotechnics'));
    fireEvent.click(within(screen.getByTestId('upgrade-dialog')).getByTestId('confirm-upgrade'));
    await vi.waitFor(() => expect(mockedRequest).toHaveBeenCalledWith('buyVenueUpgrade', { upgradeId: 'pyrotechnics' }));
  });

  it('shows merchandise revenue at the popularity, the top level and the funds shortfall', () => {
    seed(0, { merchandising: { level: 3, isActive: true } }, 1_000);
    renderAt('/product', <ProductPage />);
    // Level 3: the stand's $9.50 a fan at every show; base $1,500 x 40/100 x 1.0 = $600.
    expect(screen.getByTestId('product-effect-merchandising').textContent).toBe('Stand: $9.50 a fan at every show; base $1,500 a week, ≈ $600 this week at your popularity');
    expect((screen.getByTestId('invest-merchandising') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('invest-reason-merchandising').textContent).toBe('Top level reached');
    expect(screen.getByTestId('invest-reason-advertising').textContent).toBe('Needs $2,000 (you have $1,000)');
    // Production level 1 has no setup cost: it can always be started.
    expect((screen.getByTestId('invest-production') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows, for each level, its expected gain a week and when it pays back, from the shared payback rule', () => {
    seed(0, {}, 50_000, 40);
    renderAt('/product', <ProductPage />);
    // Before the first show the forecast reads a first card (3.5 stars) at the fair price, one show a week.
    const merch = levelPayback({ popularity: 40, cardRating: OUTLOOK_FIRST_CARD_STARS, products: noProducts(), expenseMultiplier: 1 }, 'merchandising', 1);
    expect(merch.paybackWeeks).toBeLessThanOrEqual(PRODUCT_PAYBACK_MAX_WEEKS);
    expect(screen.getByTestId('payback-merchandising-1').textContent).toBe(`≈ ${formatUsd(merch.gain.value)} a week · pays back in ${merch.paybackWeeks} week${merch.paybackWeeks === 1 ? '' : 's'}`);
    const advertising = levelPayback({ popularity: 40, cardRating: OUTLOOK_FIRST_CARD_STARS, products: noProducts(), expenseMultiplier: 1 }, 'advertising', 1);
    expect(screen.getByTestId('payback-advertising-1').textContent).toContain(`incl. +0.05 popularity a week`);
    expect(screen.getByTestId('payback-advertising-1').textContent).toContain(`≈ ${formatUsd(advertising.gain.value)} a week`);
    // Production level 1 has no setup: it pays for itself from its first week.
    expect(screen.getByTestId('payback-production-1').textContent).toMatch(/pays for itself from the first week$/);
    // Each gain comes with its parts.
    expect(within(screen.getByTestId('payback-parts-merchandising-1')).getByText('Merchandise stand at the show')).toBeTruthy();
    expect(within(screen.getByTestId('payback-parts-merchandising-1')).getByText('Running cost')).toBeTruthy();
  });

  it('says a bought level is paid for, with what it adds now', () => {
    seed(0, { merchandising: { level: 1, isActive: true } }, 50_000, 40);
    renderAt('/product', <ProductPage />);
    expect(screen.getByTestId('payback-merchandising-1').textContent).toMatch(/^≈ \$[\d,.]+ a week · bought: its setup is paid$/);
    expect(screen.getByTestId('payback-merchandising-2').textContent).toMatch(/ · pays back in \d+ weeks?$/);
  });

  it('says when a level does not pay back at the federation popularity and which popularity to wait for', () => {
    seed(0, {}, 50_000, 10);
    renderAt('/product', <ProductPage />);
    // A new federation (popularity 10): merchandising level 1 pays back from popularity 13, advertising level 1 from 18.
    expect(screen.getByTestId('payback-merchandising-1').textContent).toMatch(/^≈ \$[\d,.]+ a week · does not pay back within 13 weeks at your popularity: wait until popularity 13$/);
    expect(screen.getByTestId('payback-advertising-1').textContent).toMatch(/^loses ≈ \$[\d,]+ a week.* · does not pay back at your popularity: wait until popularity 18$/);
  });
});
