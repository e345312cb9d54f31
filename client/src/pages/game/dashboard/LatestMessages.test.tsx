import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameMessage } from '#client/state/game.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { LatestMessages } from './LatestMessages.tsx';

const message = (id: string, type: string, title: string, timestamp: number, isRead = false): GameMessage => ({ id, type, title, content: '', week: 3, month: 'January', year: 2025, isRead, timestamp, offerId: '', offerState: '', promiseId: '', promiseState: '' });

describe('the dashboard\'s latest messages', () => {
  it('lists the newest messages that need attention, not the routine show results', () => {
    renderAt(
      '/dashboard',
      <LatestMessages
        messages={[
          message('a', 'welcome', 'Welcome', 1),
          message('b', 'injury_report', 'Injury: Rex Dorado', 2),
          message('c', 'show_results', 'Show Results: Harbor Weekly', 3, true),
          message('d', 'tv_offer', 'TV offer: Local Community TV', 4),
          message('e', 'show_results', 'Show Results: Harbor Weekly', 5, true),
        ]}
      />,
    );
    expect(screen.getAllByTestId('latest-message').map((node) => node.textContent)).toEqual([
      expect.stringContaining('TV offer: Local Community TV'),
      expect.stringContaining('Injury: Rex Dorado'),
      expect.stringContaining('Welcome'),
    ]);
  });
});
