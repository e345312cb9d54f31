// A rivalry action in Chromium: spread rumours about a rival from its page's Relations section (cost and
// effect shown in a confirm dialog first), then the relationship reads -15 with its reason, and the rival's
// popularity fell by what the rumours took (or, when they backfired, yours fell by 3).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUMOUR_BACKFIRE_LOSS } from '#shared/rules/diplomacy.ts';
import { STARTING_POPULARITY } from '#shared/rules/federation.ts';
import { launchBrowser } from './support/browser.ts';
import { createFederation, newPage, signUpAndConfirm } from './support/page.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PORT = 2783;
let server: RunningServer;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer(PORT);
  desktop = await launchBrowser({ width: 1280, height: 800 });
  page = await newPage(desktop);
  await signUpAndConfirm(page, server.url, 'e2e-rivalry@example.com', 'rivalry-pass-1');
  await createFederation(page, server.url, 'Harbor Rumour Wrestling');
});

afterAll(async () => {
  await desktop?.close();
  await server?.stop();
});

const popularityOf = async (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe('rivalry actions in Chromium', () => {
  it('spreads rumours about a rival from its page and shows the relationship and the popularity move', async () => {
    await page.goto(`${server.url}/companies`);
    const rival = page.getByTestId('company-card').filter({ hasNotText: 'Harbor Rumour Wrestling' }).first();
    await rival.waitFor();
    await rival.click();
    await page.waitForURL(/\/companies\/[^/]+$/);
    const relations = page.getByTestId('company-relations');
    await relations.getByTestId('relation-status').filter({ hasText: 'Neutral' }).waitFor();
    await expect(relations.getByTestId('relation-score').textContent()).resolves.toBe('0');
    const before = await popularityOf(await page.getByTestId('company-popularity').textContent());

    await relations.getByTestId('action-spreadRumours').click();
    const dialog = page.getByTestId('action-dialog');
    await expect(dialog.getByTestId('deal-cost').textContent()).resolves.toBe('$10,000');
    await expect(dialog.getByTestId('deal-relationship').textContent()).resolves.toBe('-15');
    await dialog.getByTestId('action-dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });

    await relations.getByTestId('relation-score').filter({ hasText: '-15' }).waitFor();
    await relations.getByTestId('relation-history-entry').filter({ hasText: 'spread rumours' }).waitFor();
    const toastBox = page.locator('[data-toast]:not([hidden])').filter({ hasText: 'Spread rumours' }).last();
    await toastBox.waitFor();
    const toast = (await toastBox.textContent()) ?? '';
    const stuck = /lost (\d) popularity/.exec(toast);
    if (toast.includes('Rumours can backfire')) {
      // The rival is untouched; yours fell (a new federation starts at STARTING_POPULARITY).
      await expect(page.getByTestId('company-popularity').textContent()).resolves.toBe(String(before));
      await page.goto(`${server.url}/global-wrestling-scene`);
      const mine = page.getByTestId('scene-card').filter({ hasText: 'Harbor Rumour Wrestling' });
      await mine.getByTestId('scene-popularity').filter({ hasText: String(STARTING_POPULARITY - RUMOUR_BACKFIRE_LOSS) }).waitFor();
    } else {
      expect(stuck).not.toBeNull();
      const loss = Number(stuck![1]);
      expect(loss).toBeGreaterThanOrEqual(2);
      expect(loss).toBeLessThanOrEqual(5);
      await page.getByTestId('company-popularity').filter({ hasText: String(Math.round((before - loss) * 10) / 10) }).waitFor();
    }
  });
});
