// Routes of the public pages after the landing page. Each page loads in its own chunk, so the landing
// page's JavaScript stays small; while one loads, the site frame shows with a spinner.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'wouter';
import { LoadingScreen } from '#client/components/LoadingScreen.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { Spinner } from '#client/components/Spinner.tsx';

const load = {
  features: () => import('./features/FeaturesPage.tsx'),
  howToPlay: () => import('./how-to-play/HowToPlayPage.tsx'),
  blogList: () => import('./blog/BlogListPage.tsx'),
  blogPost: () => import('./blog/BlogPostPage.tsx'),
  help: () => import('./help/HelpPage.tsx'),
  changelog: () => import('./changelog/ChangelogPage.tsx'),
  legal: () => import('./legal/LegalPage.tsx'),
};

const FeaturesPage = lazy(() => load.features().then((m) => ({ default: m.FeaturesPage })));
const HowToPlayPage = lazy(() => load.howToPlay().then((m) => ({ default: m.HowToPlayPage })));
const BlogListPage = lazy(() => load.blogList().then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => load.blogPost().then((m) => ({ default: m.BlogPostPage })));
const HelpPage = lazy(() => load.help().then((m) => ({ default: m.HelpPage })));
const ChangelogPage = lazy(() => load.changelog().then((m) => ({ default: m.ChangelogPage })));
const LegalPage = lazy(() => load.legal().then((m) => ({ default: m.LegalPage })));
// "Forgot password?" and the page its email links to: the auth screen's look, so its loading screen.
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })));
// The page a confirmation email links to: it confirms with a button (a same-origin POST), never on opening.
const ConfirmEmailPage = lazy(() => import('./auth/ConfirmEmailPage.tsx').then((m) => ({ default: m.ConfirmEmailPage })));

/** The chunk of the page at `path`, if it is one of these pages. */
export function sitePageLoader(path: string): (() => Promise<unknown>) | undefined {
  if (path === '/features') return load.features;
  if (path === '/how-to-play') return load.howToPlay;
  if (path === '/blog') return load.blogList;
  if (path.startsWith('/blog/')) return load.blogPost;
  if (path === '/help') return load.help;
  if (path === '/changelog') return load.changelog;
  if (path === '/privacy' || path === '/terms' || path === '/eula') return load.legal;
  return undefined;
}

// Opening one of these pages directly: start downloading its chunk now, alongside the session check,
// instead of after it.
if (typeof window !== 'undefined') void sitePageLoader(window.location.pathname)?.();

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

/**
 * Public pages that show the same thing to everybody: they render at once, without waiting for the
 * session check (the landing page, these pages and the wrestlers database).
 */
export function isPublicSitePage(path: string): boolean {
  return path === '/' || path === '/wrestlers' || sitePageLoader(path) !== undefined;
}

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
  <Route key="/forgot-password" path="/forgot-password">
    <Suspense fallback={<LoadingScreen />}>
      <ForgotPasswordPage />
    </Suspense>
  </Route>,
  <Route key="/reset-password" path="/reset-password">
    <Suspense fallback={<LoadingScreen />}>
      <ResetPasswordPage />
    </Suspense>
  </Route>,
  <Route key="/confirm-email" path="/confirm-email">
    <Suspense fallback={<LoadingScreen />}>
      <ConfirmEmailPage />
    </Suspense>
  </Route>,
];
