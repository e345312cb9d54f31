import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameMessage } from '#client/state/game.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { MessageItem } from './MessageItem.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

function offerMessage(offerState: string): GameMessage {
  return {
    id: 'msg-9',
    type: 'federation_interaction',
    title: 'Joint show proposal from Iron Circuit Wrestling',
    content: 'Iron Circuit Wrestling proposes a supershow. Accept: the show is agreed. Decline: nothing changes.',
    week: 2,
    month: 'January',
    year: 2025,
    isRead: false,
    timestamp: 1_700_000_000_000,
    offerId: 'offer-4',
    offerState,
  } as GameMessage;
}

const show = (message: GameMessage) => render(<ul><MessageItem message={message} expanded={false} onOpen={() => {}} /></ul>);

describe('a message carrying an offer', () => {
  beforeEach(() => vi.mocked(requestCommand).mockClear());

  it('offers Accept and Decline while open, each answering the offer it carries', async () => {
    show(offerMessage('open'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('answerOffer', { offerId: 'offer-4', accept: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('answerOffer', { offerId: 'offer-4', accept: false }));
  });

  it('says how it ended once answered or lapsed, with no buttons', () => {
    const cases: Array<[string, string]> = [
      ['accepted', 'You accepted this offer.'],
      ['declined', 'You declined this offer.'],
      ['expired', 'This offer lapsed before you answered.'],
    ];
    for (const [state, text] of cases) {
      const { unmount } = show(offerMessage(state));
      expect(screen.getByTestId('offer-state').textContent).toBe(text);
      expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
      unmount();
    }
  });

  it('has no offer row on an ordinary message', () => {
    show({ ...offerMessage(''), offerId: '' });
    expect(screen.queryByTestId('offer-actions')).toBeNull();
    expect(screen.queryByTestId('offer-state')).toBeNull();
  });
});

function requestMessage(promiseState: string): GameMessage {
  return {
    id: 'msg-12',
    type: 'promise_request',
    title: 'Ultimatum from Rex Steel: main event',
    content: 'This is your last chance.',
    week: 2,
    month: 'January',
    year: 2025,
    isRead: false,
    timestamp: 1_700_000_000_000,
    offerId: '',
    offerState: '',
    promiseId: 'promise-3',
    promiseState,
  } as GameMessage;
}

describe('a message carrying a wrestler request', () => {
  beforeEach(() => vi.mocked(requestCommand).mockClear());

  it('while open: what each answer does, and Decline answers the request it carries', async () => {
    show(requestMessage('open'));
    expect(screen.getByTestId('promise-preview').textContent).toContain('Decline: they quit at once');
    fireEvent.click(screen.getByRole('button', { name: "Decline Rex Steel's request" }));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('answerPromise', { promiseId: 'promise-3', accept: false }));
  });

  it('once answered: how it stands, no buttons', () => {
    show(requestMessage('kept'));
    expect(screen.getByTestId('promise-state').textContent).toBe('You kept this promise.');
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });
});
