// /blog/{slug}: one post rendered from markdown; an unknown slug shows the not-found page. Links inside
// the post to our own pages navigate in the app instead of reloading it.
import { ArrowLeft, Clock } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Prose } from '#client/components/site/Prose.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import { useInternalLinkClicks } from '#client/components/site/useInternalLinkClicks.ts';
import { formatReleaseDate } from '../changelog/changelogData.ts';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { findPost, POSTS, renderMarkdown, type BlogPost } from './posts.ts';

export function BlogPostPage({ slug }: { slug: string }) {
  const post = findPost(slug);
  if (!post) return <NotFoundPage />;
  return <BlogPostView post={post} />;
}

function BlogPostView({ post }: { post: BlogPost }) {
  const onClick = useInternalLinkClicks();
  const html = useMemo(() => renderMarkdown(post.body), [post.body]);
  const others = POSTS.filter((other) => other.slug !== post.slug).slice(0, 2);
  useDocumentMeta({ title: post.title, description: post.summary });

  return (
    <SiteLayout>
      <article className="mx-auto w-full max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14" data-testid="blog-post">
        <Link href="/blog" className={buttonClass('ghost', 'sm', '-ml-3')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All posts
        </Link>
        <header className="mt-6 border-b border-line pb-8">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-subtle">
            <time dateTime={post.date}>{formatReleaseDate(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {post.readingMinutes} min read
            </span>
          </div>
          <h1 className="mt-3 text-4xl font-black tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{post.summary}</p>
          <p className="mt-4 text-sm font-medium text-ink">{post.author}</p>
        </header>
        {/* The click handler only routes clicks on links inside the post; the links stay keyboard-usable. */}
        {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events jsx-a11y/no-static-element-interactions */}
        <Prose className="mt-8" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      {others.length > 0 && (
        <aside aria-labelledby="more-posts" className="mx-auto w-full max-w-3xl px-4 pb-20 sm:px-6">
          <h2 id="more-posts" className="text-sm font-bold tracking-[0.16em] text-ink-muted uppercase">
            More from the blog
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug}>
                <Link href={`/blog/${other.slug}`} className="block h-full rounded-card border border-line bg-surface/90 p-5 transition-colors hover:border-gold/40">
                  <span className="block font-bold text-ink">{other.title}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{other.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </SiteLayout>
  );
}
