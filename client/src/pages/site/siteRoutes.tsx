// Routes of the public pages after the landing page. Each page loads in its own chunk, so the landing
// page's JavaScript stays small; while one loads, the site frame shows with a spinner.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'wouter';
import { SiteLayout } from '../../components/site/SiteLayout.tsx';
import { Spinner } from '../../components/Spinner.tsx';

const FeaturesPage = lazy(() => import('./features/FeaturesPage.tsx').then((m) => ({ default: m.FeaturesPage })));
const HowToPlayPage = lazy(() => import('./how-to-play/HowToPlayPage.tsx').then((m) => ({ default: m.HowToPlayPage })));
const BlogListPage = lazy(() => import('./blog/BlogListPage.tsx').then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import('./blog/BlogPostPage.tsx').then((m) => ({ default: m.BlogPostPage })));
const HelpPage = lazy(() => import('./help/HelpPage.tsx').then((m) => ({ default: m.HelpPage })));
const ChangelogPage = lazy(() => import('./changelog/ChangelogPage.tsx').then((m) => ({ default: m.ChangelogPage })));
const LegalPage = lazy(() => import('./legal/LegalPage.tsx').then((m) => ({ default: m.LegalPage })));

export function SitePageLoading() {
  return (
    <SiteLayout>
      <div role="status" className="flex flex-1 items-center justify-center gap-3 py-32 text-ink-muted">
        <Spinner className="text-gold" />
        <span className="text-sm">Loading...</span>
      </div>
    </SiteLayout>
  );
}

const page = (node: ReactNode) => <Suspense fallback={<SitePageLoading />}>{node}</Suspense>;

/** Paths of the public pages listed here (the landing page, /auth and /wrestlers are routed elsewhere). */
export const SITE_PAGE_PATHS = ['/features', '/how-to-play', '/blog', '/blog/:slug', '/help', '/changelog', '/privacy', '/terms', '/eula'] as const;

/** <Route> elements for a wouter <Switch>. */
export const siteRoutes = [
  <Route key="/features" path="/features">
    {page(<FeaturesPage />)}
  </Route>,
  <Route key="/how-to-play" path="/how-to-play">
    {page(<HowToPlayPage />)}
  </Route>,
  <Route key="/blog" path="/blog">
    {page(<BlogListPage />)}
  </Route>,
  <Route key="/blog/:slug" path="/blog/:slug">
    {(params: { slug: string }) => page(<BlogPostPage slug={params.slug} />)}
  </Route>,
  <Route key="/help" path="/help">
    {page(<HelpPage />)}
  </Route>,
  <Route key="/changelog" path="/changelog">
    {page(<ChangelogPage />)}
  </Route>,
  <Route key="/privacy" path="/privacy">
    {page(<LegalPage document="privacy" />)}
  </Route>,
  <Route key="/terms" path="/terms">
    {page(<LegalPage document="terms" />)}
  </Route>,
  <Route key="/eula" path="/eula">
    {page(<LegalPage document="eula" />)}
  </Route>,
];
