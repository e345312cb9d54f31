import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { calledRoutes, mockFetch } from '#client/test/mockFetch.ts';
import { SaveSlotDialog } from './SaveSlotDialog.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const slots = {
  slots: [
    {
      slotNumber: 1,
      save: { federationName: 'Thunder Valley Wrestling', federationLogo: '', currentWeek: 4, currentMonth: 'January', currentYear: 2025, funds: 48250.75, savedAt: '2026-11-21T13:00:00.000Z' },
    },
    { slotNumber: 2, save: null },
  ],
};

function renderDialog(mode: 'save' | 'load', onLoaded = vi.fn()) {
  const onOpenChange = vi.fn();
  render(<SaveSlotDialog open mode={mode} onOpenChange={onOpenChange} onLoaded={onLoaded} />);
  return { onOpenChange, onLoaded };
}

describe('save-slot dialog', () => {
  beforeEach(() => {
    vi.mocked(requestCommand).mockClear();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('shows each slot: federation, date, funds floored to whole dollars as the header shows them, and the save-mode empty label', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    renderDialog('save');
    expect(await screen.findByTestId('save-slot-1-name')).toHaveProperty('textContent', 'Thunder Valley Wrestling');
    expect(screen.getByTestId('save-slot-1-date').textContent).toBe('Week 4, January 2025');
    expect(screen.getByTestId('save-slot-1-funds').textContent).toBe('$48,250');
    expect(screen.getByTestId('save-slot-2-empty').textContent).toBe('Empty Slot - Click to Save');
  });

  it('says which slot the game autosaves to and marks it', async () => {
    mockFetch({ 'GET /api/saves': { body: { ...slots, autosaveSlot: 2 } } });
    renderDialog('save');
    expect((await screen.findByTestId('autosave-slot-note')).textContent).toBe(
      'Autosaving to slot 2: the game you are playing is written there after every change.',
    );
    expect(screen.getByTestId('save-slot-2-autosave').textContent).toBe('Autosave');
    expect(screen.queryByTestId('save-slot-1-autosave')).toBeNull();
    expect(screen.getByTestId('save-slot-2-pick').getAttribute('aria-label')).toBe('Slot 2: Empty Slot - Click to Save (autosave slot)');
  });

  it('saves to the picked slot, overwriting it, with the Game Saved toast', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    const { onOpenChange } = renderDialog('save');
    fireEvent.click(await screen.findByTestId('save-slot-2-pick'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Game Saved', { description: 'Game saved to slot 2' }));
    expect(requestCommand).toHaveBeenCalledWith('saveGame', { slot: 2 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('tells a failed save with Save Error', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: false, message: 'down' });
    renderDialog('save');
    fireEvent.click(await screen.findByTestId('save-slot-1-pick'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Save Error', { description: 'Failed to save game to server' }));
  });

  it('in load mode labels an empty slot No Save Data and refuses to pick it', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    const { onLoaded } = renderDialog('load');
    expect((await screen.findByTestId('save-slot-2-empty')).textContent).toBe('No Save Data');
    const empty = screen.getByTestId('save-slot-2-pick') as HTMLButtonElement;
    expect(empty.disabled).toBe(true);
    fireEvent.click(empty);
    expect(requestCommand).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('save-slot-1-pick'));
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith(1));
    expect(requestCommand).toHaveBeenCalledWith('loadGame', { slot: 1 });
  });

  it('tells a failed load with Load Error', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: true, message: 'No Save Data' });
    const { onLoaded } = renderDialog('load');
    fireEvent.click(await screen.findByTestId('save-slot-1-pick'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Load Error', { description: 'Failed to load game from server' }));
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('tells an unreadable save with Load Error and the server\'s sentence, so the player can quote the error id', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: true, message: 'The save in slot 1 could not be read (error abcd1234).' });
    const { onLoaded } = renderDialog('load');
    fireEvent.click(await screen.findByTestId('save-slot-1-pick'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Load Error', { description: 'The save in slot 1 could not be read (error abcd1234).' }));
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('keeps the generic Load Error text for any other refusal, whatever it says', async () => {
    mockFetch({ 'GET /api/saves': { body: slots } });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: true, message: 'The save in slot 1 could not be read (error abcd1234). SyntaxError: Unexpected end of JSON input' });
    renderDialog('load');
    fireEvent.click(await screen.findByTestId('save-slot-1-pick'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Load Error', { description: 'Failed to load game from server' }));
  });

  it('asks before deleting, then deletes the slot and says so', async () => {
    const fetch = mockFetch({ 'GET /api/saves': { body: slots }, 'DELETE /api/saves/1': { status: 204 } });
    renderDialog('load');
    fireEvent.click(await screen.findByTestId('save-slot-1-delete'));
    const confirm = await screen.findByTestId('delete-save-dialog');
    expect(within(confirm).getByRole('heading').textContent).toBe('Delete Save Game?');
    expect(confirm.textContent).toContain('Are you sure you want to delete the save in Slot 1? This action cannot be undone.');
    fireEvent.click(within(confirm).getByTestId('confirm-delete-save'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Save Deleted', { description: 'Slot 1 has been deleted' }));
    expect(calledRoutes(fetch)).toContain('DELETE /api/saves/1');
  });

  it('tells a failed delete with Delete Error', async () => {
    mockFetch({ 'GET /api/saves': { body: slots }, 'DELETE /api/saves/1': { status: 500, body: { error: 'boom' } } });
    renderDialog('save');
    fireEvent.click(await screen.findByTestId('save-slot-1-delete'));
    fireEvent.click(await screen.findByTestId('confirm-delete-save'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Delete Error', { description: 'Failed to delete save' }));
  });
});
