import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { parseFrontMatter } from '../markdown.ts';
import { BlogListPage } from './BlogListPage.tsx';
import { BlogPostPage } from './BlogPostPage.tsx';
import { findPost, POSTS } from './posts.ts';

describe('blog posts', () => {
  it('reads at least three posts from content/blog, each with a title, date and summary', () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(3);
    for (const post of POSTS) {
      expect(post.title).not.toBe(post.slug);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.summary.length).toBeGreaterThan(20);
      expect(post.body).not.toContain('---\ntitle');
    }
    expect(findPost('no-such-post')).toBeUndefined();
  });

  it('parses front matter with quoted values', () => {
    expect(parseFrontMatter('---\ntitle: "Under: the Hood"\ndate: 2026-11-21\n---\n# Body\n')).toEqual({
      fields: { title: 'Under: the Hood', date: '2026-11-21' },
      body: '# Body\n',
    });
    expect(parseFrontMatter('no front matter')).toEqual({ fields: {}, body: 'no front matter' });
  });

  it('lists every post with a link to it', () => {
    renderAt('/blog', <BlogListPage />);
    for (const post of POSTS) expect(screen.getByRole('link', { name: post.title }).getAttribute('href')).toBe(`/blog/${post.slug}`);
  });

  it('renders a post from markdown with its title as the page title', () => {
    const post = POSTS[0]!;
    renderAt(`/blog/${post.slug}`, <BlogPostPage slug={post.slug} />);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByTestId('blog-post').querySelector('h2')).toBeTruthy();
    expect(document.title).toBe(`${post.title} | Main Event Mogul`);
  });

  it('shows the not-found page for an unknown slug', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/blog/unknown', <BlogPostPage slug="unknown" />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
  });
});
