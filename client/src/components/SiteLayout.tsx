// Moved to ./site/SiteLayout.tsx; kept so existing imports keep working.
export { SiteLayout } from './site/SiteLayout.tsx';
