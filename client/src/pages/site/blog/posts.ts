// The blog: markdown posts in content/blog/*.md, each opening with a front matter block
// (title, date, author, summary). The slug is the file name. Loaded into the blog's own chunk.
import { parseFrontMatter } from '../markdown.ts';

export { renderMarkdown } from '../markdown.ts';

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  summary: string;
  /** The markdown body, without the front matter. */
  body: string;
  readingMinutes: number;
}

const files = import.meta.glob<string>('../../../../../content/blog/*.md', { query: '?raw', import: 'default', eager: true });

const WORDS_PER_MINUTE = 220;

export function toPost(path: string, source: string): BlogPost {
  const slug = (path.split('/').pop() ?? path).replace(/\.md$/, '');
  const { fields, body } = parseFrontMatter(source);
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: fields.title ?? slug,
    date: fields.date ?? '1970-01-01',
    author: fields.author ?? 'The Main Event Mogul team',
    summary: fields.summary ?? '',
    body,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

/** Newest first; posts of the same day by title. */
export const POSTS: BlogPost[] = Object.entries(files)
  .map(([path, source]) => toPost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

export function findPost(slug: string): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}
