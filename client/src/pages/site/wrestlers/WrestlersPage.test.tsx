import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WRESTLERS } from '#shared/data/wrestlers.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { WrestlersPage } from './WrestlersPage.tsx';

describe('WrestlersPage', () => {
  it('sets the title and description and loads the catalog inside the site layout', async () => {
    renderAt('/wrestlers', <WrestlersPage />);
    expect(document.title).toBe('Wrestlers Database | Main Event Mogul');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('original wrestler');
    expect(screen.getByRole('heading', { level: 1, name: 'Wrestlers Database' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(await screen.findByLabelText('Search wrestlers')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('wrestler-card')).toHaveLength(WRESTLERS.length));
  });
});
