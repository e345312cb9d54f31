// The guide's words match the game: the week's button is "Next Week", and the week now
// moves the rival federations too.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { HowToPlayPage } from './HowToPlayPage.tsx';

describe('how to play', () => {
  it('names the Next Week button and says the rivals play their week too', () => {
    renderAt('/how-to-play', <HowToPlayPage />);
    const step = screen.getByRole('heading', { name: /Advance the week/ }).closest('li')!;
    expect(step.textContent).toContain('press Next Week');
    expect(step.textContent).not.toContain('Advance Week.');
    expect(step.textContent).toContain('the rival federations hold their shows');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
