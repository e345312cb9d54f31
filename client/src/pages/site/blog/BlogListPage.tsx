// /blog: every post, newest first, with its summary.
import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { formatReleaseDate } from '../changelog/changelogData.ts';
import { POSTS } from './posts.ts';

export function BlogListPage() {
  useDocumentMeta({
    title: 'Blog',
    description: 'News, design notes and behind-the-scenes stories from the development of Main Event Mogul, the free wrestling management game.',
  });

  return (
    <SiteLayout>
      <PageHeader eyebrow="Blog" title="From the booking office" lead="News, design notes and stories from the people building Main Event Mogul." />
      <div className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2" data-testid="blog-list">
          {POSTS.map((post) => (
            <li key={post.slug}>
              <article className="group relative flex h-full flex-col rounded-card border border-line bg-surface/90 p-6 shadow-card transition-colors hover:border-gold/40 sm:p-7">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-subtle">
                  <time dateTime={post.date}>{formatReleaseDate(post.date)}</time>
                  <span aria-hidden="true">·</span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {post.readingMinutes} min read
                  </span>
                </div>
                <h2 className="mt-3 text-xl font-extrabold tracking-tight text-balance">
                  <Link href={`/blog/${post.slug}`} className="rounded-sm after:absolute after:inset-0 after:rounded-card hover:text-gold">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-ink-muted">{post.summary}</p>
                <p aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-gold">
                  Read the post
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </SiteLayout>
  );
}
