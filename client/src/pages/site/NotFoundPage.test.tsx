import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

describe('NotFoundPage', () => {
  it('shows 404, the headline and a link home, and logs the attempted path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no/such/page', <NotFoundPage />);

    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no/such/page');
  });
});
