import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullTitle, useDocumentMeta } from './useDocumentMeta.ts';

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta({ title, description });
  return null;
}

describe('useDocumentMeta', () => {
  it('sets the title, the description and the Open Graph tags', () => {
    const { rerender } = render(<Page title="Blog" description="News from the booking office." />);
    expect(document.title).toBe('Blog | Main Event Mogul');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('News from the booking office.');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Blog | Main Event Mogul');
    rerender(<Page title="Changelog" description="Every release." />);
    expect(document.title).toBe('Changelog | Main Event Mogul');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/^http/);
  });

  it('does not repeat the site name', () => {
    expect(fullTitle('Main Event Mogul: Free Wrestling Management Game')).toBe('Main Event Mogul: Free Wrestling Management Game');
  });
});
