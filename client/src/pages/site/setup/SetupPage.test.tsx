import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { mockFetch } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { SetupPage } from './SetupPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const logos = { logos: [{ name: 'iron-crown.svg', url: '/logos/iron-crown.svg' }, { name: 'storm.svg', url: '/logos/storm.svg' }] };

class IntersectionObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function renderSetup(started = false) {
  game.status = 'connected';
  game.state = sampleGame({ gameStarted: started, federation: { ...sampleGame().federation, name: '' } });
  return renderAt('/setup', <SetupPage />);
}

const createButton = () => screen.getByRole('button', { name: 'Create Federation & Begin Your Journey' }) as HTMLButtonElement;
const nameInput = () => screen.getByLabelText(/Federation Name/) as HTMLInputElement;

describe('federation setup', () => {
  beforeEach(() => {
    resetGame();
    vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
    vi.mocked(requestCommand).mockClear();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('shows the save problem dialog: a damaged save sends the dashboard here, behind the choice', async () => {
    mockFetch({ 'GET /api/logos': { body: logos } });
    game.status = 'connected';
    game.state = sampleGame({ gameStarted: false, saveProblem: { slot: 1, errorId: 'abcd1234', hasPrevious: false, previousWhen: '', lostWeeks: 0, lostCommands: 0, blocking: true } });
    renderAt('/setup', <SetupPage />);
    expect((await screen.findByTestId('save-problem-dialog')).textContent).toContain('Error ID: abcd1234');
    await screen.findByTestId('logo-gallery');
  });

  it('keeps the create button disabled while the trimmed name is blank', async () => {
    mockFetch({ 'GET /api/logos': { body: logos } });
    renderSetup();
    await screen.findByTestId('logo-gallery');
    expect(nameInput().maxLength).toBe(50);
    expect(createButton().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: '    ' } });
    expect(createButton().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: ' Iron Ring ' } });
    expect(createButton().disabled).toBe(false);
  });

  it('creates the federation with the picked logo and welcomes the player', async () => {
    mockFetch({ 'GET /api/logos': { body: logos } });
    const { currentPath } = renderSetup();
    fireEvent.click(await screen.findByRole('radio', { name: 'storm' }));
    fireEvent.change(nameInput(), { target: { value: '  Iron Ring  ' } });
    fireEvent.click(createButton());
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(requestCommand).toHaveBeenCalledWith('createFederation', { name: 'Iron Ring', logo: '/logos/storm.svg' });
    expect(toasts.success).toHaveBeenCalledWith('Federation created!', { description: 'Welcome to Iron Ring! Your wrestling empire begins now.' });
  });

  it('opens the dashboard once: when the started game arrives before the answer, a page opened meanwhile stays', async () => {
    mockFetch({ 'GET /api/logos': { body: logos } });
    let answer: (result: Awaited<ReturnType<typeof requestCommand>>) => void = () => {};
    vi.mocked(requestCommand).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    game.status = 'connected';
    game.state = sampleGame({ gameStarted: false, federation: { ...sampleGame().federation, name: '' } });
    const { currentPath, location } = renderAt(
      '/setup',
      <Switch>
        <Route path="/setup">
          <SetupPage />
        </Route>
        <Route>
          <p>another page</p>
        </Route>
      </Switch>,
    );
    fireEvent.change(nameInput(), { target: { value: 'Iron Ring' } });
    fireEvent.click(createButton());
    // The room's state says the game has started before the command's answer: /setup opens the dashboard.
    act(() => {
      game.state = sampleGame({ gameStarted: true });
    });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    // The player opens the roster; the answer comes after.
    act(() => location.navigate('/roster'));
    await act(async () => answer({ ok: true, answer: { events: [] } }));
    expect(currentPath()).toBe('/roster');
    expect(toasts.success).toHaveBeenCalledWith('Federation created!', { description: 'Welcome to Iron Ring! Your wrestling empire begins now.' });
  });

  it('shows the server refusal under Invalid federation name', async () => {
    mockFetch({ 'GET /api/logos': { body: logos } });
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: true, message: 'Federation name contains invalid characters' });
    const { currentPath } = renderSetup();
    fireEvent.change(nameInput(), { target: { value: 'Iron Ring!!' } });
    fireEvent.click(createButton());
    const error = await screen.findByTestId('setup-error');
    expect(error.textContent).toContain('Invalid federation name');
    expect(error.textContent).toContain('Federation name contains invalid characters');
    expect(currentPath()).toBe('/setup');
  });

  it('offers the default and explains an empty gallery', async () => {
    mockFetch({ 'GET /api/logos': { body: { logos: [] } } });
    renderSetup();
    const empty = await screen.findByTestId('logos-empty');
    expect(empty.textContent).toContain('No logos available');
    expect(empty.textContent).toContain('game administrator needs to add federation logos');
  });

  it('toasts when the logos cannot be loaded', async () => {
    mockFetch({ 'GET /api/logos': { status: 500, body: { error: 'down' } } });
    renderSetup();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'Failed to load available logos' }));
  });

  it('sends a game already under way to the dashboard instead of overwriting it', async () => {
    mockFetch({ 'GET /api/logos': { body: logos } });
    const { currentPath } = renderSetup(true);
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });
});
